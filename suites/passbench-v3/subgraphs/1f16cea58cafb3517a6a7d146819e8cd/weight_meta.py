class Program_weight_tensor_meta_hidden_states_57:
    name = "hidden_states_57"
    shape = [1, 196, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.725365202329357e-05
    std = 0.12764392476967804
    data = None
    min_val = -0.5162594318389893
    max_val = 0.5389494299888611


class Program_weight_tensor_meta_hidden_states_61:
    name = "hidden_states_61"
    shape = [1, 196, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00014617304259873293
    std = 0.00828256175716356
    data = None
    min_val = -0.03938930481672287
    max_val = 0.036994170397520065


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_layernorm_before_parameters_weight_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_layernorm_before_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_layernorm_before_parameters_bias_:
    name = "L_self_modules_pixel_level_module_modules_encoder_modules_model_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_layernorm_before_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
