class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_parameters_gamma_1_:
    name = "L_self_modules_blocks_modules_1_parameters_gamma_1_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_21:
    name = "x_21"
    shape = [1, 197, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -4.51356203037204e-05
    std = 0.005668396212926244
    data = None
    min_val = -0.02044079080224037
    max_val = 0.02339269407093525


class Program_weight_tensor_meta_x_16:
    name = "x_16"
    shape = [1, 197, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0019329531142392008
    std = 0.03971830030420791
    data = None
    min_val = -0.21590498089790344
    max_val = 0.17144820094108582


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
