class Program_weight_tensor_meta_hidden_states_28:
    name = "hidden_states_28"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002385643683798445
    std = 0.7578786537175234
    data = None
    min_val = -2.7068498134613037
    max_val = 3.1873621940612793


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
    mean = -0.001
    std = 0.042
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 22, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0038563648072340584
    std = 0.1906065558131995
    data = None
    min_val = -0.7459070682525635
    max_val = 0.7247092127799988
