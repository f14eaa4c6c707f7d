class Program_weight_tensor_meta_hidden_states_38:
    name = "hidden_states_38"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.779738077027474e-10
    std = 1.000002594956487
    data = None
    min_val = -4.314344882965088
    max_val = 3.862563133239746


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.803432074411299e-05
    std = 0.01998336328791526
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
