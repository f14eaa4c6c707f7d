class Program_weight_tensor_meta_hidden_states_197:
    name = "hidden_states_197"
    shape = [1, 256, 400]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.9264242759131573e-07
    std = 3.928506597395516e-05
    data = None
    min_val = -0.00017796701285988092
    max_val = 0.00016138031787704676


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [256, 256, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.7979989859426622e-05
    std = 0.02000127543570642
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
