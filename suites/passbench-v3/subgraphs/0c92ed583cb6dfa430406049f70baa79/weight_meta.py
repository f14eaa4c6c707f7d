class Program_weight_tensor_meta_hidden_states_windows_3:
    name = "hidden_states_windows_3"
    shape = [16, 49, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.997850220682112e-11
    std = 1.280928307829337
    data = None
    min_val = -5.476269245147705
    max_val = 5.758005619049072


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [192, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00022483462311709588
    std = 0.01992237824524465
    data = None
