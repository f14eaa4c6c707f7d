class Program_weight_tensor_meta_hidden_states_161:
    name = "hidden_states_161"
    shape = [1, 96, 15872]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00031456534425371223
    std = 0.005759671943821039
    data = None
    min_val = -0.015793029218912125
    max_val = 0.018156327307224274


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_3_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_3_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [96, 96, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.585754136945679e-06
    std = 0.019912480349950013
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_3_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_3_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
