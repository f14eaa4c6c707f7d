class Program_weight_tensor_meta_sp_393:
    name = "sp_393"
    shape = [1, 112, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.0193971386301101e-07
    std = 3.731374404387788e-07
    data = None
    min_val = -1.3161359220248414e-06
    max_val = 1.1991892279183958e-06


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_mean_:
    name = "L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_mean_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_var_:
    name = "L_self_modules_layer4_modules_1_modules_bns_modules_0_buffers_running_var_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_weight_:
    name = "L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_weight_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_bias_:
    name = "L_self_modules_layer4_modules_1_modules_bns_modules_0_parameters_bias_"
    shape = [112]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_getitem_113:
    name = "getitem_113"
    shape = [1, 112, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.732507696615138e-07
    std = 1.3819367568833889e-06
    data = None
    min_val = 0.0
    max_val = 7.546847882622387e-06
