class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 35, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.02276820534335882
    std = 0.9164987814102622
    data = None
    min_val = -3.5498976707458496
    max_val = 3.4081854820251465


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 35, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008988425957519602
    std = 0.12225185706156923
    data = None
    min_val = -0.5272209048271179
    max_val = 0.5391516089439392


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.675
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.029
    std = 0.088
    data = None
