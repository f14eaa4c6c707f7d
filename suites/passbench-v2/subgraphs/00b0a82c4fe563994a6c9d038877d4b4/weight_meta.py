class Program_weight_tensor_meta_hidden_states_50:
    name = "hidden_states_50"
    shape = [1, 8000, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.805600383459484e-07
    std = 2.5986609921893015e-05
    data = None
    min_val = -0.00016559458163101226
    max_val = 0.00015940729645080864


class Program_weight_tensor_meta_rsqrt_7:
    name = "rsqrt_7"
    shape = [1, 8000, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 316.21708003997804
    std = 0.0057577710144327025
    data = None
    min_val = 316.1659240722656
    max_val = 316.2272644042969


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv_layers_modules_0_modules_stage_modules_0_modules_ffn_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_conv_layers_modules_0_modules_stage_modules_0_modules_ffn_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
