class Program_weight_tensor_meta_sp_88:
    name = "sp_88"
    shape = [1, 28, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00024911764923119987
    std = 0.00031321040157434676
    data = None
    min_val = 0.0
    max_val = 0.0019314443925395608


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_convs_modules_1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_convs_modules_1_parameters_weight_"
    shape = [28, 28, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.008976612710147e-05
    std = 0.0888174935461431
    data = None


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_mean_"
    shape = [28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_var_:
    name = "L_self_modules_layer2_modules_0_modules_bns_modules_1_buffers_running_var_"
    shape = [28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_weight_:
    name = "L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_weight_"
    shape = [28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_bias_:
    name = "L_self_modules_layer2_modules_0_modules_bns_modules_1_parameters_bias_"
    shape = [28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
