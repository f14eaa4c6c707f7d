class Program_weight_tensor_meta_hidden_states_191:
    name = "hidden_states_191"
    shape = [1, 256, 400]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.9065224823494886e-07
    std = 3.928082098271189e-05
    data = None
    min_val = -0.00017844939429778606
    max_val = 0.00016110720753204077


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_weight_"
    shape = [256, 256, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.830369076551199e-05
    std = 0.01997453667142264
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
