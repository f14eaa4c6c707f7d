class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 36, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0121904897972831
    std = 0.6908851909077297
    data = None
    min_val = -2.683804512023926
    max_val = 2.835353374481201


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003
    std = 0.061
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 36, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001528375928892779
    std = 0.19951903494162201
    data = None
    min_val = -0.7732115387916565
    max_val = 0.9231458306312561
