class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [1, 16000, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.1679107734431e-05
    std = 0.0011234321804384408
    data = None
    min_val = -0.006982645485550165
    max_val = 0.007786734029650688


class Program_weight_tensor_meta_rsqrt_3:
    name = "rsqrt_3"
    shape = [1, 16000, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 298.48874622058867
    std = 9.81911851348492
    data = None
    min_val = 230.17556762695312
    max_val = 315.67559814453125


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stem_modules_stage_modules_1_modules_ffn_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_stem_modules_stage_modules_1_modules_ffn_norm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
