class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 21, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.005639732053827665
    std = 0.4051609058446083
    data = None
    min_val = -1.7972954511642456
    max_val = 1.5050275325775146


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 21, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0010502065629171262
    std = 0.10593342299520285
    data = None
    min_val = -0.49412965774536133
    max_val = 0.35774528980255127
