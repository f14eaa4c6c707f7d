class Program_weight_tensor_meta_input_211:
    name = "input_211"
    shape = [1, 1200, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.451562227095057e-25
    std = 4.523952272348156e-22
    data = None
    min_val = -2.2628030527367413e-21
    max_val = 2.210215691528536e-21


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [1200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [1200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [1200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [1200]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
