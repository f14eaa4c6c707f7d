class Program_weight_tensor_meta_hidden_states_30:
    name = "hidden_states_30"
    shape = [1, 10, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008305143946472527
    std = 0.030521857816378038
    data = None
    min_val = -0.10646192729473114
    max_val = 0.11010073870420456


class Program_weight_tensor_meta_hidden_states_26:
    name = "hidden_states_26"
    shape = [1, 10, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.029778955878219902
    std = 0.7896470745266836
    data = None
    min_val = -2.432218313217163
    max_val = 2.5583250522613525


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.835
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.032
    std = 0.13
    data = None
