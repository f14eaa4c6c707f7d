class Program_weight_tensor_meta_x_279:
    name = "x_279"
    shape = [1, 49, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.013393477059533938
    std = 0.15369871729885842
    data = None
    min_val = -0.4412127733230591
    max_val = 0.47402212023735046


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002
    std = 0.86
    data = None
