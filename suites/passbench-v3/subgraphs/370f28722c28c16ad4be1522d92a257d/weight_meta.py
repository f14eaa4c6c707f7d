class Program_weight_tensor_meta_hidden_states_155:
    name = "hidden_states_155"
    shape = [1, 96, 15872]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003115536301344977
    std = 0.0057581796975572745
    data = None
    min_val = -0.015769023448228836
    max_val = 0.018163565546274185


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_weight_"
    shape = [96, 96, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.264059914739506e-05
    std = 0.019928582030585243
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_3_modules_res_unit1_modules_conv1_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
