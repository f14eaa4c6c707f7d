class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 32, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006161981658165505
    std = 0.38126701944984576
    data = None
    min_val = -1.601784586906433
    max_val = 1.3710299730300903


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.026
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 32, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.916447454871857e-05
    std = 0.11438642959865203
    data = None
    min_val = -0.4529508948326111
    max_val = 0.453466534614563
