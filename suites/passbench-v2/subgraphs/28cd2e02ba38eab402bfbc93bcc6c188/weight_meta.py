class Program_weight_tensor_meta_out_116:
    name = "out_116"
    shape = [1, 2048, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -8.433395935616594e-10
    std = 1.027978455205005e-07
    data = None
    min_val = -5.109699827698932e-07
    max_val = 4.2954681589435495e-07


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_buffers_running_mean_"
    shape = [2048]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_buffers_running_var_"
    shape = [2048]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_parameters_weight_"
    shape = [2048]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_bn3_parameters_bias_"
    shape = [2048]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_out_111:
    name = "out_111"
    shape = [1, 2048, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.6095001611420553e-06
    std = 4.023042019706583e-06
    data = None
    min_val = 0.0
    max_val = 3.0000830520293675e-05
