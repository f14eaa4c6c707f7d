class Program_weight_tensor_meta_text_features_1:
    name = "text_features_1"
    shape = [1, 128, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.801870537451407e-09
    std = 0.9996419007837632
    data = None
    min_val = -4.100769519805908
    max_val = 4.007646560668945


class Program_weight_tensor_meta_L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_weight_:
    name = "L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.3941476523245834e-05
    std = 0.020060876833214617
    data = None


class Program_weight_tensor_meta_L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_bias_:
    name = "L_self_modules_text_enhancer_layer_modules_self_attn_modules_value_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 4, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001072461069848707
    std = 0.07996808183762999
    data = None
    min_val = -0.2998495101928711
    max_val = 0.36380138993263245
