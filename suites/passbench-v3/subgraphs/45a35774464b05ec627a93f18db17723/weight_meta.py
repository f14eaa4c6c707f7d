class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 3136, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.020020634689185527
    std = 0.010406075351368133
    data = None
    min_val = -0.028338422998785973
    max_val = 0.06800949573516846


class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 3136, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.020441986400798674
    std = 0.0009303491200207944
    data = None
    min_val = 0.017642242833971977
    max_val = 0.02310306392610073


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.019999999552965164
    std = 0.0
    data = None
