class Program_weight_tensor_meta_hidden_states_209:
    name = "hidden_states_209"
    shape = [1, 256, 400]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.919062522722775e-07
    std = 3.9290824995215174e-05
    data = None
    min_val = -0.0001787995279300958
    max_val = 0.00016099443018902093


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_weight_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_weight_"
    shape = [512, 256, 8]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.9557999663292214e-05
    std = 0.019984799948005002
    data = None


class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_bias_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_conv1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
