class Program_weight_tensor_meta_sp_113:
    name = "sp_113"
    shape = [1, 28, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.0967923597198007e-05
    std = 2.3930077195706163e-05
    data = None
    min_val = -4.855720908381045e-05
    max_val = 8.69144860189408e-05


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_mean_:
    name = "L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_mean_"
    shape = [28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_var_:
    name = "L_self_modules_layer2_modules_1_modules_bns_modules_0_buffers_running_var_"
    shape = [28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_weight_:
    name = "L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_weight_"
    shape = [28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_bias_:
    name = "L_self_modules_layer2_modules_1_modules_bns_modules_0_parameters_bias_"
    shape = [28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_getitem_33:
    name = "getitem_33"
    shape = [1, 28, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.913030518842388e-05
    std = 6.983033968962497e-05
    data = None
    min_val = 0.0
    max_val = 0.0004656544770114124
