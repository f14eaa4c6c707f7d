class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 39, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.005797936362827982
    std = 0.9824962645028137
    data = None
    min_val = -3.9529497623443604
    max_val = 4.4205803871154785


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 39, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0019185659134075778
    std = 0.09129537994699682
    data = None
    min_val = -0.42785534262657166
    max_val = 0.37753868103027344


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.771
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003
    std = 0.067
    data = None
