class Program_weight_tensor_meta_input_13:
    name = "input_13"
    shape = [1, 512, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.106416020645462e-06
    std = 5.934032853930088e-06
    data = None
    min_val = 0.0
    max_val = 3.858606214635074e-05


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [1024, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = "L_self_modules_layer3_modules_0_modules_downsample_modules_2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_30:
    name = "x_30"
    shape = [1, 1024, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
