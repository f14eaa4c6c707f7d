class Program_weight_tensor_meta_x_18:
    name = "x_18"
    shape = [1, 128, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.1729317298859256e-06
    std = 1.6266362554546815e-06
    data = None
    min_val = 0.0
    max_val = 9.144569048658013e-06


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_"
    shape = [512, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
