class Program_weight_tensor_meta_input_10:
    name = "input_10"
    shape = [1, 256, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.031625167530946e-05
    std = 4.378415637878694e-05
    data = None
    min_val = 0.0
    max_val = 0.00029826926765963435


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [512, 256, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_downsample_modules_2_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_20:
    name = "x_20"
    shape = [1, 512, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
