class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4065000119439786e-09
    std = 0.9997298702384856
    data = None
    min_val = -4.203406810760498
    max_val = 4.305439472198486


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.878343916191495e-05
    std = 0.01999653209472049
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.594715409680152e-05
    std = 0.1278731092429422
    data = None
    min_val = -0.5121301412582397
    max_val = 0.5824556350708008
