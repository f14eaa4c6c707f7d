class Program_weight_tensor_meta_hidden_states_125:
    name = "hidden_states_125"
    shape = [1, 384, 1984]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.093511481047465e-05
    std = 0.0015212307592666436
    data = None
    min_val = -0.004492262378334999
    max_val = 0.005847446154803038


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [384, 384, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.924042822283475e-05
    std = 0.020008658930574047
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_decoder_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
