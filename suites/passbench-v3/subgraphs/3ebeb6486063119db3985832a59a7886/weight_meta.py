class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 33, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.011774542252611729
    std = 0.12433197548294592
    data = None
    min_val = -0.2774445712566376
    max_val = 0.8371128439903259


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.041
    data = None
