class Program_weight_tensor_meta_x_39:
    name = "x_39"
    shape = [1, 160, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.5390066943435024e-08
    std = 8.055074464436464e-07
    data = None
    min_val = -3.78601589545724e-06
    max_val = 3.6043227282789303e-06


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_conv_down_modules_bn_buffers_running_mean_:
    name = "L_self_modules_stages_modules_1_modules_conv_down_modules_bn_buffers_running_mean_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_conv_down_modules_bn_buffers_running_var_:
    name = "L_self_modules_stages_modules_1_modules_conv_down_modules_bn_buffers_running_var_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_conv_down_modules_bn_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_conv_down_modules_bn_parameters_weight_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_conv_down_modules_bn_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_conv_down_modules_bn_parameters_bias_"
    shape = [160]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
