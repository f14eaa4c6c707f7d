class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 34, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003139720893591726
    std = 0.7247317613805018
    data = None
    min_val = -2.6591575145721436
    max_val = 3.179049015045166


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.033
    data = None


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 34, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.005348295593909611
    std = 0.19071435537809409
    data = None
    min_val = -0.8102320432662964
    max_val = 0.8100939393043518
