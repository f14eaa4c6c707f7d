class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_parameters_layer_scale_parameter_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_2_parameters_layer_scale_parameter_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.999999974752427e-07
    std = 0.0
    data = None


class Program_weight_tensor_meta_features_57:
    name = "features_57"
    shape = [1, 28, 28, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.193385437732502e-05
    std = 0.0027325714815910236
    data = None
    min_val = -0.011697744950652122
    max_val = 0.015319661237299442
