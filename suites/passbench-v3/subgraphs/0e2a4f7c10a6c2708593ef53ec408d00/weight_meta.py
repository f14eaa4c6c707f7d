class Program_weight_tensor_meta_features_25:
    name = "features_25"
    shape = [1, 128, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9498483303433614e-42
    std = 1.70403764203768e-38
    data = None
    min_val = -9.97930553525464e-38
    max_val = 1.1445689268572874e-37


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0009830082701114407
    std = 0.018989812277046797
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_features_18:
    name = "features_18"
    shape = [1, 128, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.11054319871556e-31
    std = 1.4579425688563718e-28
    data = None
    min_val = -1.4277948087297854e-27
    max_val = 1.3993632679257689e-27
