class Program_weight_tensor_meta_attn_weights_32:
    name = "attn_weights_32"
    shape = [1, 12, 128, 325]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0007698727509580082
    std = 0.07575211006981304
    data = None
    min_val = -0.4046477973461151
    max_val = 0.4187358319759369
