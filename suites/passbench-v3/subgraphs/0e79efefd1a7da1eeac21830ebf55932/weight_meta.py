class Program_weight_tensor_meta_hidden_state_21:
    name = "hidden_state_21"
    shape = [1, 28, 28, 192]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.2784131044424927e-10
    std = 0.9999982973013917
    data = None
    min_val = -2.752824544906616
    max_val = 2.7477059364318848


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_"
    shape = [388, 192]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_"
    shape = [388]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
