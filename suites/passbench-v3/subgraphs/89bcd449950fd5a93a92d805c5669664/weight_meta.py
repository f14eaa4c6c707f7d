class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 96, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0053537623654602105
    std = 0.05626382438214168
    data = None
    min_val = -0.23449881374835968
    max_val = 0.23715633153915405


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
    shape = [96, 1, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
