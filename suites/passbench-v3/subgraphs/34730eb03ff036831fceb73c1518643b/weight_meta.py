class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 14, 14, 1536]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0022341405895230726
    std = 0.036782705632775616
    data = None
    min_val = -0.12243786454200745
    max_val = 0.21489188075065613


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0589389381179731e-05
    std = 0.020004177067036236
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_pwconv2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
