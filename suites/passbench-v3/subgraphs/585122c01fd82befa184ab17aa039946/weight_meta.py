class Program_weight_tensor_meta_input_51:
    name = "input_51"
    shape = [1, 256, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.014287199141946
    std = 0.7667236216079479
    data = None
    min_val = -2.302800178527832
    max_val = 1.9194848537445068


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.497
    std = 7.378
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 389.989
    std = 289.78
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.894
    std = 0.395
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.563
    std = 1.571
    data = None
