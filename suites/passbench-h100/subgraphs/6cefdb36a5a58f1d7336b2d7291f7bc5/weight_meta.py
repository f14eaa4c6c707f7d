class Program_weight_tensor_meta_x_38:
    name = "x_38"
    shape = [1, 512, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 3.3382638417240005e-08
    std = 4.7751878697739946e-08
    data = None
    min_val = 0.0
    max_val = 2.9168683113312e-07


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_conv3_parameters_weight_"
    shape = [2048, 512, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_buffers_running_var_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_parameters_weight_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bn3_parameters_bias_"
    shape = [2048]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
