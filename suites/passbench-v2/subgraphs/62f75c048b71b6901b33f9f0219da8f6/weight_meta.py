class Program_weight_tensor_meta_hidden_states_184:
    name = "hidden_states_184"
    shape = [1, 64, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0008474024343527731
    std = 0.14477382613203532
    data = None
    min_val = -0.5756005644798279
    max_val = 0.605493426322937


class Program_weight_tensor_meta_hidden_states_186:
    name = "hidden_states_186"
    shape = [1, 64, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.1804172820088776e-05
    std = 0.00028990882240492196
    data = None
    min_val = -0.0009484056499786675
    max_val = 0.0008895855862647295


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
