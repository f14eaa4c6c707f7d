class Program_weight_tensor_meta_hidden_states_25:
    name = "hidden_states_25"
    shape = [1, 249, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.424399801421823e-14
    std = 0.0001588280960467835
    data = None
    min_val = -0.0007434412837028503
    max_val = 0.0007217110833153129


class Program_weight_tensor_meta_hidden_states_26:
    name = "hidden_states_26"
    shape = [1, 249, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.7987433350910537e-08
    std = 8.570734725313395e-07
    data = None
    min_val = -2.90569414573838e-06
    max_val = 2.7636847335088532e-06


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
