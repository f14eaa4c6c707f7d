class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1, 197, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0019329531142392008
    std = 0.03971830030420791
    data = None
    min_val = -0.21590498089790344
    max_val = 0.17144820094108582


class Program_weight_tensor_meta_mul_4:
    name = "mul_4"
    shape = [1, 197, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = -0.0
    max_val = -0.0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
