class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_10:
    name = "view_10"
    shape = [128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001009875583902864
    std = 0.8729363621159882
    data = None
    min_val = -3.8567419052124023
    max_val = 3.66046404838562


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.2680539881982744e-05
    std = 0.020003828414112978
    data = None
