class Program_weight_tensor_meta_hidden_states_105:
    name = "hidden_states_105"
    shape = [1, 1, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007874291443840775
    std = 0.7606061426975277
    data = None
    min_val = -2.4176125526428223
    max_val = 2.273737668991089


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_decoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.023
    data = None


class Program_weight_tensor_meta_key_states_28:
    name = "key_states_28"
    shape = [1, 1, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.009458241996753713
    std = 0.17847642880548417
    data = None
    min_val = -0.5747659802436829
    max_val = 0.49578192830085754
