class Program_weight_tensor_meta_sp_368:
    name = "sp_368"
    shape = [1, 112, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.598711186490696e-06
    std = 7.044385306560593e-06
    data = None
    min_val = 0.0
    max_val = 4.1217779653379694e-05


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_convs_modules_1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_convs_modules_1_parameters_weight_"
    shape = [112, 112, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -7.02315759678731e-05
    std = 0.044401237979857976
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_mean_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_1_buffers_running_var_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_weight_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_1_parameters_bias_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
