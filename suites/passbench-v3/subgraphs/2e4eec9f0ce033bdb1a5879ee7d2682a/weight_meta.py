class Program_weight_tensor_meta_hidden_states_65:
    name = "hidden_states_65"
    shape = [1, 1, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0034027848356728008
    std = 0.13162141421398704
    data = None
    min_val = -0.2535565197467804
    max_val = 0.6110664010047913


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.031
    data = None
