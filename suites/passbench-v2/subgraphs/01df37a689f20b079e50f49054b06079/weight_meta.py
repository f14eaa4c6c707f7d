class Program_weight_tensor_meta_sp_365:
    name = "sp_365"
    shape = [1, 112, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 6.445202722073222e-07
    std = 2.428938222216103e-06
    data = None
    min_val = -8.954692020779476e-06
    max_val = 8.218251423386391e-06


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_mean_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_var_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_0_buffers_running_var_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_weight_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_weight_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_bias_:
    name = "L_self_modules_layer4_modules_0_modules_bns_modules_0_parameters_bias_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
