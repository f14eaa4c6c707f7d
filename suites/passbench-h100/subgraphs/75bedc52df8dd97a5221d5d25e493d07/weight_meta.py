class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 32, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.779787509261459e-10
    std = 0.9531676522250112
    data = None
    min_val = -3.293956756591797
    max_val = 3.356114149093628


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
    shape = [32, 1, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
