class Program_weight_tensor_meta_input_1:
    name = "input_1"
    shape = [1, 64, 224, 224]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.020420094661651428
    std = 0.0783232666402018
    data = None
    min_val = -0.2535763084888458
    max_val = 0.20928920805454254


class Program_weight_tensor_meta_L_self_modules_features_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.003
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.423
    std = 0.901
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.106
    std = 0.191
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.028
    std = 0.243
    data = None
