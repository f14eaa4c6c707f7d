class Program_weight_tensor_meta_input_56:
    name = "input_56"
    shape = [1, 384, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0014368029332303548
    std = 0.15921319745653623
    data = None
    min_val = -0.542597770690918
    max_val = 0.47891613841056824


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.397
    std = 4.856
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 64.936
    std = 28.477
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.195
    std = 0.252
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.685
    std = 0.758
    data = None
