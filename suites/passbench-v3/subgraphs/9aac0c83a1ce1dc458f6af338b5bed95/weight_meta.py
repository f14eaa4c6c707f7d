class Program_weight_tensor_meta_hidden_states_55:
    name = "hidden_states_55"
    shape = [1, 34, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0030918894609030557
    std = 0.3322754202969042
    data = None
    min_val = -1.3009083271026611
    max_val = 1.4847763776779175


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002
    std = 0.028
    data = None


class Program_weight_tensor_meta_key_states_14:
    name = "key_states_14"
    shape = [1, 34, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0019741317549714413
    std = 0.11175166233030401
    data = None
    min_val = -0.4202634394168854
    max_val = 0.457040011882782
