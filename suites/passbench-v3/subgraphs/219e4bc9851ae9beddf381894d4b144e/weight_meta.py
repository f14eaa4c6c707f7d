class Program_weight_tensor_meta_contiguous:
    name = "contiguous"
    shape = [1, 5, 5, 14, 14, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.154457815070155e-18
    std = 1.0124449947048285e-07
    data = None
    min_val = -5.447594730867422e-07
    max_val = 5.520437866834982e-07


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_weight_:
    name = "L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.862868432816351e-14
    std = 1.000313696413593e-10
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_bias_:
    name = "L_self_modules_vision_encoder_modules_layers_modules_0_modules_attn_modules_qkv_parameters_bias_"
    shape = [2304]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
