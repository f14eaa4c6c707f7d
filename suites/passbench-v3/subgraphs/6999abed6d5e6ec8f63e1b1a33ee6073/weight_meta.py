class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 34, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0013971602102794494
    std = 0.7184285088472351
    data = None
    min_val = -2.7605972290039062
    max_val = 3.034022331237793


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004
    std = 0.055
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 34, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00092267672616398
    std = 0.20243584810050053
    data = None
    min_val = -0.8041486144065857
    max_val = 0.7939105033874512
