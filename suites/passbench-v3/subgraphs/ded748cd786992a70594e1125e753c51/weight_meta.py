class Program_weight_tensor_meta_x_4:
    name = "x_4"
    shape = [1, 197, 384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0013330279305863255
    std = 0.040190484868653044
    data = None
    min_val = -0.20473481714725494
    max_val = 0.17445066571235657


class Program_weight_tensor_meta_mul_4:
    name = "mul_4"
    shape = [1, 197, 384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = -0.0
    max_val = -0.0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
