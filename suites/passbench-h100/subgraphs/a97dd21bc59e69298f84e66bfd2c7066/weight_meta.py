class Program_weight_tensor_meta_input_25_1:
    name = "input_25_1"
    shape = [1, 24, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -8.55316088750051e-08
    std = 1.654866997650243e-07
    data = None
    min_val = -1.1113081654912094e-06
    max_val = 5.980612627354276e-07


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [96, 24, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0010537262158389162
    std = 0.14392881477394867
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
