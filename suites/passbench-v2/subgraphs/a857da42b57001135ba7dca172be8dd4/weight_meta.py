class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 3136, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.664036328374224e-08
    std = 6.0724084523450425e-06
    data = None
    min_val = -2.8665399440797046e-05
    max_val = 2.455780668242369e-05


class Program_weight_tensor_meta_hidden_states_21:
    name = "hidden_states_21"
    shape = [1, 3136, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.134527725501987e-05
    std = 0.9461727984687782
    data = None
    min_val = -3.7599544525146484
    max_val = 3.6129751205444336


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_norm_modules_0_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_norm_modules_0_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_norm_modules_0_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_norm_modules_0_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
