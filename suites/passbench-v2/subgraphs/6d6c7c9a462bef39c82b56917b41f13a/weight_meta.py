class Program_weight_tensor_meta_variance_98:
    name = "variance_98"
    shape = [1, 16000, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5796800313287594e-20
    std = 1.0160201172851945e-20
    data = None
    min_val = 6.199882521717739e-23
    max_val = 6.753440501711328e-20


class Program_weight_tensor_meta_hidden_states_667:
    name = "hidden_states_667"
    shape = [1, 16000, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.865805692492718e-14
    std = 1.2568544399736157e-10
    data = None
    min_val = -7.819728198299458e-10
    max_val = 7.319381212234077e-10


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_decoder_modules_conv_layers_modules_5_modules_stage_modules_0_modules_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
