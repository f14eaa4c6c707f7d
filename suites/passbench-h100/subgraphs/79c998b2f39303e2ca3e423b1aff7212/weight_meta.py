class Program_weight_tensor_meta_input_10:
    name = "input_10"
    shape = [1, 128, 112, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00033117586618456983
    std = 0.00047213701907616065
    data = None
    min_val = 0.0
    max_val = 0.0032246822956949472


class Program_weight_tensor_meta_L_self_modules_features_modules_10_parameters_weight_:
    name = "L_self_modules_features_modules_10_parameters_weight_"
    shape = [128, 128, 3, 3]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_parameters_bias_:
    name = "L_self_modules_features_modules_10_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_buffers_running_mean_:
    name = "L_self_modules_features_modules_11_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_buffers_running_var_:
    name = "L_self_modules_features_modules_11_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_11_parameters_weight_:
    name = "L_self_modules_features_modules_11_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_parameters_bias_:
    name = "L_self_modules_features_modules_11_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
