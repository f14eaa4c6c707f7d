class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 25, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.015528031754214435
    std = 0.9582995709083189
    data = None
    min_val = -3.752354860305786
    max_val = 3.7119648456573486


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 25, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.002784131407368022
    std = 0.1084912491587781
    data = None
    min_val = -0.47357434034347534
    max_val = 0.3901645541191101


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.704
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.005
    std = 0.071
    data = None
