class Program_weight_tensor_meta_features_58:
    name = "features_58"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00042686675677219485
    std = 0.11048264185542409
    data = None
    min_val = -0.48694682121276855
    max_val = 0.48233309388160706


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_dwconv_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_dwconv_parameters_weight_"
    shape = [384, 1, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.75258734798065e-05
    std = 0.020042353691689625
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_dwconv_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_dwconv_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
