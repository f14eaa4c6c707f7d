class Program_weight_tensor_meta_hidden_states_132:
    name = "hidden_states_132"
    shape = [1, 1000, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.9629630575542014e-10
    std = 5.267849726643248e-08
    data = None
    min_val = -2.8530826057249215e-07
    max_val = 3.15015199703339e-07


class Program_weight_tensor_meta_rsqrt_19:
    name = "rsqrt_19"
    shape = [1, 1000, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 316.2277526855469
    std = 0.0
    data = None
    min_val = 316.2277526855469
    max_val = 316.2277526855469


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_ffn_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_conv_layers_modules_2_modules_stage_modules_0_modules_ffn_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
