class Program_weight_tensor_meta_input_97_1:
    name = "input_97_1"
    shape = [1, 96, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.2765692820592878e-20
    std = 1.2845449149957213e-18
    data = None
    min_val = -4.480767067847684e-18
    max_val = 4.575018094793507e-18


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_0_parameters_weight_"
    shape = [576, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.822351097845191e-05
    std = 0.05884211359899609
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_12_modules_1_buffers_running_mean_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_12_modules_1_buffers_running_var_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_1_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_1_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
