class Program_weight_tensor_meta_x_121:
    name = "x_121"
    shape = [1, 624, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.4710093494202735e-15
    std = 2.308485337359578e-13
    data = None
    min_val = -9.677517034262229e-13
    max_val = 9.088720986753784e-13


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_mean_"
    shape = [624]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_var_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_buffers_running_var_"
    shape = [624]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_weight_"
    shape = [624]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn1_parameters_bias_"
    shape = [624]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
