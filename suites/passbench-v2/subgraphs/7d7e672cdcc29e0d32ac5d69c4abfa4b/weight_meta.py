class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_7:
    name = "view_7"
    shape = [128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.009477864981027e-06
    std = 0.0006275433241326761
    data = None
    min_val = -0.0029818452894687653
    max_val = 0.003044106997549534


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.599538451343324e-06
    std = 0.019983587282843607
    data = None
