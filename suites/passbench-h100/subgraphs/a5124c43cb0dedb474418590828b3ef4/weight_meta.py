class Program_weight_tensor_meta_input_30:
    name = "input_30"
    shape = [1, 512, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.2653354147983506e-08
    std = 1.933213913412611e-08
    data = None
    min_val = 0.0
    max_val = 1.2427769036094105e-07


class Program_weight_tensor_meta_L_self_modules_features_modules_30_parameters_weight_:
    name = "L_self_modules_features_modules_30_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_30_parameters_bias_:
    name = "L_self_modules_features_modules_30_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_31_buffers_running_mean_:
    name = "L_self_modules_features_modules_31_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_31_buffers_running_var_:
    name = "L_self_modules_features_modules_31_buffers_running_var_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_31_parameters_weight_:
    name = "L_self_modules_features_modules_31_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_31_parameters_bias_:
    name = "L_self_modules_features_modules_31_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
