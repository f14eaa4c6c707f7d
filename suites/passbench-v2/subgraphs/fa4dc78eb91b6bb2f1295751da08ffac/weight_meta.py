class Program_weight_tensor_meta_input_4:
    name = "input_4"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0022152861604091308
    std = 0.11069543777062352
    data = None
    min_val = -0.37991249561309814
    max_val = 0.46101048588752747


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
