class Program_weight_tensor_meta_hidden_states_146:
    name = "hidden_states_146"
    shape = [1, 192, 7936]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0022608989897628857
    std = 0.0030471570936478655
    data = None
    min_val = -0.009867408312857151
    max_val = 0.007095222361385822


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [192, 192, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.425652731193084e-05
    std = 0.01999954760083809
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
