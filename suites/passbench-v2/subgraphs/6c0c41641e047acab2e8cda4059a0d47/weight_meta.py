class Program_weight_tensor_meta_hidden_states_294:
    name = "hidden_states_294"
    shape = [1, 256, 2000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005265239440203366
    std = 0.002082677119579707
    data = None
    min_val = -0.006337155122309923
    max_val = 0.005529852584004402


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_weight_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_weight_"
    shape = [256, 128, 8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.219151695077471e-05
    std = 0.01802636216339378
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_bias_:
    name = "L_self_modules_acoustic_decoder_modules_block_modules_2_modules_conv_t1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004397177544888109
    std = 0.01870909223167949
    data = None
