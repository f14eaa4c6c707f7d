class Program_weight_tensor_meta_input_12:
    name = "input_12"
    shape = [1, 72, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 7.788911176133279e-06
    std = 1.0902745502054003e-05
    data = None
    min_val = 0.0
    max_val = 0.00011433654435677454


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_"
    shape = [72, 1, 3, 3]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0009090305121827878
    std = 0.05533232924640893
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
