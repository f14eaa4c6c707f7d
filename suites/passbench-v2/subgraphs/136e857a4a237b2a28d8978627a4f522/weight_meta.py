class Program_weight_tensor_meta_features_46:
    name = "features_46"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.9953664141739875e-05
    std = 0.07793007050095697
    data = None
    min_val = -0.33161690831184387
    max_val = 0.33969661593437195


class Program_weight_tensor_meta_features_53:
    name = "features_53"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.8684241572041156e-05
    std = 0.0027472585719560175
    data = None
    min_val = -0.012567540630698204
    max_val = 0.013053039088845253


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_downsampling_layer_modules_0_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
