class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004089494618193967
    std = 0.9307146528083621
    data = None
    min_val = -3.404982805252075
    max_val = 3.6525399684906006


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000591802992380508
    std = 0.12686786162012637
    data = None
    min_val = -0.6241950392723083
    max_val = 0.5038054585456848


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.719
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.011
    std = 0.083
    data = None
