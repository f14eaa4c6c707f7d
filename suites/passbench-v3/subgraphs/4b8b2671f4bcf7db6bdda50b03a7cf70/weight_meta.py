class Program_weight_tensor_meta_x_83:
    name = "x_83"
    shape = [1, 72, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.576249035421602e-14
    std = 2.319668524942178e-12
    data = None
    min_val = -8.018488650840538e-12
    max_val = 8.31849953503161e-12


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_buffers_running_var_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_weight_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_1_modules_bn3_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_76:
    name = "x_76"
    shape = [1, 72, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.365451429912461e-12
    std = 2.3073919470757959e-10
    data = None
    min_val = -8.253990824158564e-10
    max_val = 8.572573206855338e-10
