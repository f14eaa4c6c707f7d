class Program_weight_tensor_meta_input_14:
    name = "input_14"
    shape = [1, 128, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.816199102430258e-05
    std = 0.00011139342404450597
    data = None
    min_val = 0.0
    max_val = 0.0006044257315807045


class Program_weight_tensor_meta_L_self_modules_features_modules_14_parameters_weight_:
    name = "L_self_modules_features_modules_14_parameters_weight_"
    shape = [256, 128, 3, 3]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_14_parameters_bias_:
    name = "L_self_modules_features_modules_14_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_buffers_running_mean_:
    name = "L_self_modules_features_modules_15_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_buffers_running_var_:
    name = "L_self_modules_features_modules_15_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_15_parameters_weight_:
    name = "L_self_modules_features_modules_15_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_15_parameters_bias_:
    name = "L_self_modules_features_modules_15_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
