class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.794834750938449e-10
    std = 0.9999987805733637
    data = None
    min_val = -4.255298614501953
    max_val = 4.795761585235596


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.30628053860236e-05
    std = 0.020007740244259654
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5417290840198916
    std = 0.6637756354125948
    data = None
    min_val = -0.9999850392341614
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.1558912697205006
    std = 0.49164287652502614
    data = None
    min_val = -0.9999954104423523
    max_val = 0.9999924898147583
