class Program_weight_tensor_meta_hidden_states_167:
    name = "hidden_states_167"
    shape = [1, 64, 16000]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00013466899164164443
    std = 0.0021435700770216655
    data = None
    min_val = -0.013803697191178799
    max_val = 0.013483496382832527


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_weight_"
    shape = [128, 64, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.644858031510729e-05
    std = 0.02002593620443786
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_0_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
