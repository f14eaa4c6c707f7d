class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0020657258235017837
    std = 1.0003861956672497
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
    shape = [16, 3, 3, 3]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.002168436244068693
    std = 0.11950355943123593
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
