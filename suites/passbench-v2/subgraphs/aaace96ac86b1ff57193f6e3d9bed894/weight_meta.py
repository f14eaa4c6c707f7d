class Program_weight_tensor_meta_hidden_states_152:
    name = "hidden_states_152"
    shape = [1, 192, 7936]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002262079491343633
    std = 0.003048220988122863
    data = None
    min_val = -0.009879106655716896
    max_val = 0.007102471776306629


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_weight_"
    shape = [192, 96, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00018384005140573454
    std = 0.029381632528543304
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_3_modules_conv_t1_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005719435036250312
    std = 0.02881264010610773
    data = None
