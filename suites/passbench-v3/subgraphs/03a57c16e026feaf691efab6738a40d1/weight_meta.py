class Program_weight_tensor_meta_input_391:
    name = "input_391"
    shape = [1, 3456, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.6859036761301915e-33
    std = 1.2008165018645856e-30
    data = None
    min_val = -7.325394914098376e-30
    max_val = 6.615676187896758e-30


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [3456]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [3456]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [3456]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_2_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [3456]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
