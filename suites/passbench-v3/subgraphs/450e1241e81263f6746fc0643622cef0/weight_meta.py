class Program_weight_tensor_meta_input_21:
    name = "input_21"
    shape = [1, 256, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.02370384440044375
    std = 0.25130285427680915
    data = None
    min_val = -1.0468615293502808
    max_val = 0.6746509075164795


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.089
    std = 5.989
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 115.382
    std = 89.679
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.673
    std = 0.661
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.84
    std = 1.346
    data = None
