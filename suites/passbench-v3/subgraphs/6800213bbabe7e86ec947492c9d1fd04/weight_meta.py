class Program_weight_tensor_meta_features_2:
    name = "features_2"
    shape = [1, 96, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.084957529616483e-10
    std = 0.9834233977243303
    data = None
    min_val = -4.82920503616333
    max_val = 4.496050834655762


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_weight_"
    shape = [96, 1, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00037015453305333285
    std = 0.019803270208804666
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_dwconv_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
