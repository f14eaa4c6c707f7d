class Program_weight_tensor_meta_x_7:
    name = "x_7"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.069269312277153e-06
    std = 0.0007741168199289732
    data = None
    min_val = -0.0035240245051681995
    max_val = 0.003266682615503669


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_reduction_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_reduction_parameters_weight_"
    shape = [384, 192, 2, 2]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_mean_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_var_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_norm_buffers_running_var_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_downsample_modules_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
