class Program_weight_tensor_meta_hidden_states_203:
    name = "hidden_states_203"
    shape = [1, 256, 400]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.906846456511569e-07
    std = 3.9288240402435454e-05
    data = None
    min_val = -0.00017856952035799623
    max_val = 0.00016067078104242682


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [256, 256, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1098284781124268e-05
    std = 0.019994590731824247
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
