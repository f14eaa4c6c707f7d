class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 19, 12, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001960902676540393
    std = 0.0423798517233457
    data = None
    min_val = -0.3333930969238281
    max_val = 0.2704697847366333
