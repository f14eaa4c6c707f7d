class Program_weight_tensor_meta_hidden_state_101:
    name = "hidden_state_101"
    shape = [1, 7, 7, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.6330975997062232e-09
    std = 1.0000082356532298
    data = None
    min_val = -2.799076795578003
    max_val = 3.6164820194244385


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_weight_"
    shape = [1540, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_modulation_modules_projection_in_parameters_bias_"
    shape = [1540]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
