class Program_weight_tensor_meta_input_9:
    name = "input_9"
    shape = [1, 1024, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 3.294232964348209e-05
    std = 4.7850937312837274e-05
    data = None
    min_val = 0.0
    max_val = 0.00026723684277385473


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_1_parameters_weight_"
    shape = [2048, 1024, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_weight_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_downsample_modules_2_parameters_bias_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_155:
    name = "x_155"
    shape = [1, 2048, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
