class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 64, 224, 224]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008789888557212404
    std = 0.012621937395184015
    data = None
    min_val = 0.0
    max_val = 0.11131569743156433


class Program_weight_tensor_meta_L_self_modules_features_modules_3_parameters_weight_:
    name = "L_self_modules_features_modules_3_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_parameters_bias_:
    name = "L_self_modules_features_modules_3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_buffers_running_var_:
    name = "L_self_modules_features_modules_4_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_parameters_weight_:
    name = "L_self_modules_features_modules_4_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_parameters_bias_:
    name = "L_self_modules_features_modules_4_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
