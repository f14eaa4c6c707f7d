class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 96, 112, 112]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.7022403481181968e-05
    std = 0.0001699996064014147
    data = None
    min_val = -0.0010809025261551142
    max_val = 0.000831665878649801


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
