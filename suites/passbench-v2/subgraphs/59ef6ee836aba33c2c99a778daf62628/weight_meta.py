class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1, 64, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.01822570616219516
    std = 0.00752444689831604
    data = None
    min_val = 0.0
    max_val = 0.062408071011304855


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00014273003318879263
    std = 0.08892592540328842
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_:
    name = "L_self_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_out_5:
    name = "out_5"
    shape = [1, 256, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
