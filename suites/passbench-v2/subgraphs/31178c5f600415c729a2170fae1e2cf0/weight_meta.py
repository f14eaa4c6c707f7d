class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 32, 112, 112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004090012851991598
    std = 0.030121998424487
    data = None
    min_val = -0.1322784274816513
    max_val = 0.13559025526046753


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_bn1_buffers_running_mean_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
    name = "L_self_modules_bn1_buffers_running_var_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
    name = "L_self_modules_bn1_parameters_weight_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
    name = "L_self_modules_bn1_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
