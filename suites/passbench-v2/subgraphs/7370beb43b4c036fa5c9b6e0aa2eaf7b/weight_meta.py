class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.9296286790648765e-11
    std = 1.0000026008474656
    data = None
    min_val = -4.298724174499512
    max_val = 3.866612434387207


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.129399103618671e-05
    std = 0.020005522514295965
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00044442373720343653
    std = 0.09058347260060053
    data = None
    min_val = -0.3905573785305023
    max_val = 0.361360639333725
