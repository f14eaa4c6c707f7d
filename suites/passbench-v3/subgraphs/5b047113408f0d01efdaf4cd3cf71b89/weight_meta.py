class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 36, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.014019571069776186
    std = 0.6823308747763149
    data = None
    min_val = -2.687962770462036
    max_val = 2.7222483158111572


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.05
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.04
    data = None


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 36, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0017865110924301713
    std = 0.18237007278672565
    data = None
    min_val = -0.6891727447509766
    max_val = 0.778734564781189
