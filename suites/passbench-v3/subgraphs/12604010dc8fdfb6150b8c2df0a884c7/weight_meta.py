class Program_weight_tensor_meta_cat_3:
    name = "cat_3"
    shape = [1, 1569, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.583997095641454e-05
    std = 0.022539492647307972
    data = None
    min_val = -0.10793958604335785
    max_val = 0.11081528663635254


class Program_weight_tensor_meta_cat_4:
    name = "cat_4"
    shape = [1, 1569, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.6471772011182552e-06
    std = 0.0008565794785926876
    data = None
    min_val = -0.0031897902954369783
    max_val = 0.003155187238007784


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
