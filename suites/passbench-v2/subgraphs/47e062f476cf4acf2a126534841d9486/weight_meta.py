class Program_weight_tensor_meta_variance_18:
    name = "variance_18"
    shape = [1, 1000, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.77510064107444e-15
    std = 7.318224976267077e-16
    data = None
    min_val = 6.217706759208868e-16
    max_val = 5.917595786216617e-15


class Program_weight_tensor_meta_hidden_states_125:
    name = "hidden_states_125"
    shape = [1, 1000, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.9629657887967176e-10
    std = 5.267849356766277e-08
    data = None
    min_val = -2.853082321507827e-07
    max_val = 3.150156260289805e-07


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
