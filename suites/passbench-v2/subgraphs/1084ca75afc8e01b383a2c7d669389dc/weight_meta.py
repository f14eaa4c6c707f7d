class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 32, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.005027877684146351
    std = 1.0490854335465667
    data = None
    min_val = -3.906449794769287
    max_val = 4.014791011810303


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 32, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0015602330700019706
    std = 0.06698141914045909
    data = None
    min_val = -0.24583736062049866
    max_val = 0.24042318761348724


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.756
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.048
    data = None
