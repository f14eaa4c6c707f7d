class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 1024, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002820699971054219
    std = 0.08662842138351287
    data = None
    min_val = -0.2946188449859619
    max_val = 0.26048994064331055
