class Program_weight_tensor_meta_hidden_states_69:
    name = "hidden_states_69"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0063225599320069215
    std = 0.7862253339945918
    data = None
    min_val = -2.7974703311920166
    max_val = 2.243107318878174


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.022
    data = None


class Program_weight_tensor_meta_key_states_16:
    name = "key_states_16"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008030115267956717
    std = 0.1837502096847029
    data = None
    min_val = -0.7632282972335815
    max_val = 0.4894644021987915
