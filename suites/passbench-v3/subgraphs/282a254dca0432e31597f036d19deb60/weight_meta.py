class Program_weight_tensor_meta_hidden_states_41:
    name = "hidden_states_41"
    shape = [1, 128, 8000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.3776743138926984e-06
    std = 0.00015006558788866386
    data = None
    min_val = -0.0009518621955066919
    max_val = 0.001095760497264564


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_conv1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_conv1_parameters_weight_"
    shape = [256, 128, 8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2276064294509693e-05
    std = 0.020049305315950387
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_conv1_parameters_bias_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
