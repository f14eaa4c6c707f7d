class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_args_0_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_8:
    name = "view_8"
    shape = [128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.082194842298792e-05
    std = 0.010000244718930228
    data = None
    min_val = -0.03748863562941551
    max_val = 0.044416166841983795


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_args_0_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.867759361483017e-06
    std = 0.0028886520953948823
    data = None
