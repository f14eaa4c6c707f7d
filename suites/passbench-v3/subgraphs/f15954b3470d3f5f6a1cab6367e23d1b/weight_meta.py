class Program_weight_tensor_meta_attn_weights:
    name = "attn_weights"
    shape = [8, 100, 100]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00034213356924180723
    std = 0.042026292092386425
    data = None
    min_val = -0.20086778700351715
    max_val = 0.21329431235790253
