class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 96, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0006892365444388488
    std = 0.009596029729858626
    data = None
    min_val = -0.0453786663711071
    max_val = 0.044332683086395264


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_reduction_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_reduction_parameters_weight_"
    shape = [192, 96, 2, 2]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_mean_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_var_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
