class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 21, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007981784715817801
    std = 1.0592886929515568
    data = None
    min_val = -4.060637950897217
    max_val = 4.024746894836426


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 21, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00043583308993788705
    std = 0.05322578364329544
    data = None
    min_val = -0.23114654421806335
    max_val = 0.21021084487438202


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.817
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.061
    data = None
