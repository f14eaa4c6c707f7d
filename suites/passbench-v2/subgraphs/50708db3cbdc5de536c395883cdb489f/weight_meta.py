class Program_weight_tensor_meta_sp_29:
    name = "sp_29"
    shape = [1, 14, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00028440091047246367
    std = 0.0002498362887215434
    data = None
    min_val = -0.0011840243823826313
    max_val = 0.0004996696952730417


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_mean_:
    name = "L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_mean_"
    shape = [14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_var_:
    name = "L_self_modules_layer1_modules_1_modules_bns_modules_0_buffers_running_var_"
    shape = [14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_weight_:
    name = "L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_weight_"
    shape = [14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_bias_:
    name = "L_self_modules_layer1_modules_1_modules_bns_modules_0_parameters_bias_"
    shape = [14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_getitem_9:
    name = "getitem_9"
    shape = [1, 14, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00031722115421625594
    std = 0.00041503041484797275
    data = None
    min_val = 0.0
    max_val = 0.002323041670024395
