class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_7:
    name = "view_7"
    shape = [31, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0001434720575184123
    std = 0.04973004410928129
    data = None
    min_val = -0.41866791248321533
    max_val = 0.48252105712890625


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
    shape = [1536, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.004
    data = None
