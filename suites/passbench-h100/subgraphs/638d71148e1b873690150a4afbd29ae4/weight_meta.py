class Program_weight_tensor_meta_input_27:
    name = "input_27"
    shape = [1, 256, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0518183376957836e-07
    std = 1.2830196777085032e-07
    data = None
    min_val = 0.0
    max_val = 6.739251716680883e-07


class Program_weight_tensor_meta_L_self_modules_features_modules_27_parameters_weight_:
    name = "L_self_modules_features_modules_27_parameters_weight_"
    shape = [512, 256, 3, 3]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_27_parameters_bias_:
    name = "L_self_modules_features_modules_27_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_28_buffers_running_mean_:
    name = "L_self_modules_features_modules_28_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_28_buffers_running_var_:
    name = "L_self_modules_features_modules_28_buffers_running_var_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_28_parameters_weight_:
    name = "L_self_modules_features_modules_28_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_28_parameters_bias_:
    name = "L_self_modules_features_modules_28_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
