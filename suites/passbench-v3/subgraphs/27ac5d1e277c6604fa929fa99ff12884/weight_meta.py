class Program_weight_tensor_meta_x_162:
    name = "x_162"
    shape = [1, 176, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.1281806206559e-18
    std = 2.3216935111140345e-16
    data = None
    min_val = -8.97216896522039e-16
    max_val = 8.996081764112564e-16


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_mean_"
    shape = [176]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_buffers_running_var_"
    shape = [176]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_weight_"
    shape = [176]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_blocks_modules_5_modules_1_modules_bn3_parameters_bias_"
    shape = [176]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_155:
    name = "x_155"
    shape = [1, 176, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 8.724134052208596e-15
    std = 2.0155818188892925e-14
    data = None
    min_val = -5.70843285835343e-14
    max_val = 8.341373110894862e-14
