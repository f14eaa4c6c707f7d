class Program_weight_tensor_meta_input_20:
    name = "input_20"
    shape = [1, 88, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.661363980909727e-09
    std = 1.2527155765534326e-08
    data = None
    min_val = 0.0
    max_val = 1.084994565303532e-07


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [88, 1, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0010186164241770372
    std = 0.04968060934721822
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [88]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [88]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [88]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [88]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
