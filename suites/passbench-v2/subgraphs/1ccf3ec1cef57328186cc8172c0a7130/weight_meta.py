class Program_weight_tensor_meta_hidden_states_140:
    name = "hidden_states_140"
    shape = [1, 192, 7936]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002256008227160019
    std = 0.0030478378902485457
    data = None
    min_val = -0.00986168347299099
    max_val = 0.007082363124936819


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [192, 192, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.429157654734957e-05
    std = 0.02000034079861574
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
