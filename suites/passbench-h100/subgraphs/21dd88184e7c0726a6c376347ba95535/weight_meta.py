class Program_weight_tensor_meta_x_24:
    name = "x_24"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.1400071179854256e-06
    std = 8.376674430516828e-05
    data = None
    min_val = -0.000354608753696084
    max_val = 0.0004056486068293452


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_reduction_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_reduction_parameters_weight_"
    shape = [768, 384, 2, 2]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_mean_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_mean_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_var_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_norm_buffers_running_var_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
