class Program_weight_tensor_meta_hidden_states_110:
    name = "hidden_states_110"
    shape = [1, 768, 248]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00015496713418055636
    std = 0.0009600844890310398
    data = None
    min_val = -0.003329693805426359
    max_val = 0.002979676006361842


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_1_modules_conv_t1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_1_modules_conv_t1_parameters_weight_"
    shape = [768, 384, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.214419450585967e-06
    std = 0.00736669101245018
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_1_modules_conv_t1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_1_modules_conv_t1_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00011781503147230883
    std = 0.007455054753877177
    data = None
