class Program_weight_tensor_meta_features_83:
    name = "features_83"
    shape = [1, 512, 16, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_buffers_running_var_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005768504969978494
    std = 0.019276973430860742
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_4_modules_downsampling_layer_modules_expand_1x1_modules_normalization_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
