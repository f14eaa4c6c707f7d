class Program_weight_tensor_meta_input_9:
    name = "input_9"
    shape = [1, 16, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.390727744625671e-05
    std = 0.0001079204532042349
    data = None
    min_val = -0.0005970803322270513
    max_val = 0.00048415109631605446


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [72, 16, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.003962040795493572
    std = 0.16167391530824465
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [72]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
