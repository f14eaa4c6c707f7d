class Program_weight_tensor_meta_input_24:
    name = "input_24"
    shape = [1, 64, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.04079352132647988
    std = 0.06527136780318754
    data = None
    min_val = -0.1705334484577179
    max_val = 0.13031229376792908


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.005
    std = 0.573
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.725
    std = 0.623
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.577
    std = 1.208
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.047
    std = 1.419
    data = None


class Program_weight_tensor_meta_input_20:
    name = "input_20"
    shape = [1, 64, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.15094436813930298
    std = 1.414369486187625
    data = None
    min_val = -2.8536767959594727
    max_val = 3.9241721630096436
