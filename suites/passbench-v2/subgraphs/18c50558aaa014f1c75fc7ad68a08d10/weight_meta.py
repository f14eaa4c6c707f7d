class Program_weight_tensor_meta_features_18:
    name = "features_18"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.661577062926733e-06
    std = 0.9834260347006677
    data = None
    min_val = -4.830461502075195
    max_val = 4.495607376098633


class Program_weight_tensor_meta_features_25:
    name = "features_25"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.717138360308532e-06
    std = 0.001556057987329654
    data = None
    min_val = -0.00728585384786129
    max_val = 0.007557057309895754


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
