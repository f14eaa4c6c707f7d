class Program_weight_tensor_meta_hidden_state_21:
    name = "hidden_state_21"
    shape = [1, 28, 28, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.2152041494458045e-10
    std = 0.9999982918031003
    data = None
    min_val = -4.632239818572998
    max_val = 4.7270989418029785


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_"
    shape = [387, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.391253640688884e-05
    std = 0.0199919771621066
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_"
    shape = [387]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
