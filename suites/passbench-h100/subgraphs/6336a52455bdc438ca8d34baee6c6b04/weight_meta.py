class Program_weight_tensor_meta_input_28:
    name = "input_28"
    shape = [1, 96, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 7.921844817701008e-10
    std = 1.3962827598019229e-08
    data = None
    min_val = -7.106274324542028e-08
    max_val = 8.7086007738435e-08


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [96, 1, 5, 5]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0008773939870194644
    std = 0.028807686145607178
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
