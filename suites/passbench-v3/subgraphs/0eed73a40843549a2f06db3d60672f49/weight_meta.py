class Program_weight_tensor_meta_hidden_state_26:
    name = "hidden_state_26"
    shape = [1, 196, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.47019006287099e-05
    std = 0.011685861416453752
    data = None
    min_val = -0.07730405777692795
    max_val = 0.06859845668077469


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_"
    shape = [192, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00017509621834372848
    std = 0.02005253431798119
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
