class Program_weight_tensor_meta_hidden_states_57:
    name = "hidden_states_57"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.04662389722216176
    std = 0.29651953429183936
    data = None
    min_val = -1.0104706287384033
    max_val = 0.9312041401863098


class Program_weight_tensor_meta_hidden_states_58:
    name = "hidden_states_58"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.005014505997678498
    std = 0.014075191379675934
    data = None
    min_val = -0.04581116884946823
    max_val = 0.05294881388545036


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.077
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.103
    data = None
