class Program_weight_tensor_meta_attn_weights:
    name = "attn_weights"
    shape = [8, 300, 300]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.0889037685171358e-10
    std = 1.298891621225939e-07
    data = None
    min_val = -6.984675451349176e-07
    max_val = 8.481320605824294e-07
