class Program_weight_tensor_meta_input_17:
    name = "input_17"
    shape = [1, 256, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1635907085050598e-05
    std = 1.690043776134222e-05
    data = None
    min_val = 0.0
    max_val = 9.210258576786146e-05


class Program_weight_tensor_meta_L_self_modules_features_modules_17_parameters_weight_:
    name = "L_self_modules_features_modules_17_parameters_weight_"
    shape = [256, 256, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.029
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_17_parameters_bias_:
    name = "L_self_modules_features_modules_17_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_18_buffers_running_mean_:
    name = "L_self_modules_features_modules_18_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_18_buffers_running_var_:
    name = "L_self_modules_features_modules_18_buffers_running_var_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_18_parameters_weight_:
    name = "L_self_modules_features_modules_18_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_18_parameters_bias_:
    name = "L_self_modules_features_modules_18_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
