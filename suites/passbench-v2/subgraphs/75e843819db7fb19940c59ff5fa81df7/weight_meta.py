class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0053902518383528
    std = 0.07947942843112166
    data = None
    min_val = -0.29888010025024414
    max_val = 0.31345659494400024


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
    shape = [192, 1, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
