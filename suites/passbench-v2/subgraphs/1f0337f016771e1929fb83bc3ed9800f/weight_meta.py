class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 35, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005636796620088346
    std = 0.027786090774891657
    data = None
    min_val = -0.09027082473039627
    max_val = 0.07595934718847275
