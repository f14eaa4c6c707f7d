class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 36, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00498313627841027
    std = 0.7399014510002101
    data = None
    min_val = -2.8811304569244385
    max_val = 3.007603645324707


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003
    std = 0.086
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 36, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.002028393969481278
    std = 0.22160633806991079
    data = None
    min_val = -0.9660729765892029
    max_val = 0.9657353758811951


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 36, 36]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 36, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.006814462769436129
    std = 0.21790846629691918
    data = None
    min_val = -0.9837938547134399
    max_val = 0.8585193753242493
