class Program_weight_tensor_meta_hidden_states_119:
    name = "hidden_states_119"
    shape = [1, 384, 1984]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.024149268903508e-05
    std = 0.0015219564105608636
    data = None
    min_val = -0.004496457055211067
    max_val = 0.0058495961129665375


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [384, 384, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.1464055967505007e-05
    std = 0.020002610062583144
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
