class Program_weight_tensor_meta_hidden_states_98:
    name = "hidden_states_98"
    shape = [1, 768, 248]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001547407928490346
    std = 0.0009608071287470509
    data = None
    min_val = -0.0033222257625311613
    max_val = 0.0029970253817737103


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [768, 768, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.49168558128692e-06
    std = 0.019990251166154757
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
