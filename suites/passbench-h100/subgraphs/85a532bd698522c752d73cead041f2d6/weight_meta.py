class Program_weight_tensor_meta_input_40:
    name = "input_40"
    shape = [1, 512, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1978676068649696e-10
    std = 1.5260969423015263e-10
    data = None
    min_val = 0.0
    max_val = 9.023223279669423e-10


class Program_weight_tensor_meta_L_self_modules_features_modules_40_parameters_weight_:
    name = "L_self_modules_features_modules_40_parameters_weight_"
    shape = [512, 512, 3, 3]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_40_parameters_bias_:
    name = "L_self_modules_features_modules_40_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_41_buffers_running_mean_:
    name = "L_self_modules_features_modules_41_buffers_running_mean_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_41_buffers_running_var_:
    name = "L_self_modules_features_modules_41_buffers_running_var_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_41_parameters_weight_:
    name = "L_self_modules_features_modules_41_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_41_parameters_bias_:
    name = "L_self_modules_features_modules_41_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
