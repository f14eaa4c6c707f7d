class Program_weight_tensor_meta_x_41:
    name = "x_41"
    shape = [1, 40, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.30874719291113e-10
    std = 3.343088631658446e-09
    data = None
    min_val = -8.63080540369765e-09
    max_val = 1.2436649043934267e-08


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_mean_"
    shape = [40]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_buffers_running_var_"
    shape = [40]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_weight_"
    shape = [40]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_1_modules_bn3_parameters_bias_"
    shape = [40]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_x_33:
    name = "x_33"
    shape = [1, 40, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -7.279430646997796e-08
    std = 5.501288096882711e-07
    data = None
    min_val = -1.986380311791436e-06
    max_val = 1.6291705833282322e-06
