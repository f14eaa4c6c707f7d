class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 32, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0021012123566046537
    std = 0.7833195640702677
    data = None
    min_val = -3.079749584197998
    max_val = 3.081977605819702


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002
    std = 0.045
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 32, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007489576180628177
    std = 0.21543224782453324
    data = None
    min_val = -0.85166335105896
    max_val = 0.7790519595146179
