class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00213493180215061
    std = 1.1035771728050265
    data = None
    min_val = -3.7926554679870605
    max_val = 4.817578315734863


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001527180987740063
    std = 0.06759067728295705
    data = None
    min_val = -0.2903655171394348
    max_val = 0.24937714636325836


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.687
    std = 0.06
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.066
    data = None
