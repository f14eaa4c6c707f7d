class Program_weight_tensor_meta_features_63:
    name = "features_63"
    shape = [1, 384, 16, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_buffers_running_var_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00023154355293778886
    std = 0.01928573411316698
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_downsampling_layer_modules_conv_3x3_modules_normalization_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
