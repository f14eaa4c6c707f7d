class Program_weight_tensor_meta_input_64:
    name = "input_64"
    shape = [1, 144, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.149066985270833e-17
    std = 8.653469670220914e-16
    data = None
    min_val = -4.06835472632045e-15
    max_val = 3.4246638965158057e-15


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [144, 1, 5, 5]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000360485240229688
    std = 0.023639817161548518
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
