class Program_weight_tensor_meta_hidden_states_131:
    name = "hidden_states_131"
    shape = [1, 384, 1984]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.261461585393618e-05
    std = 0.0015230492949200594
    data = None
    min_val = -0.004494965076446533
    max_val = 0.005821383558213711


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_2_modules_conv_t1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_2_modules_conv_t1_parameters_weight_"
    shape = [384, 192, 8]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.013709035115801e-06
    std = 0.014717414550217713
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_2_modules_conv_t1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_2_modules_conv_t1_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0025735827926212096
    std = 0.01531248988810495
    data = None
