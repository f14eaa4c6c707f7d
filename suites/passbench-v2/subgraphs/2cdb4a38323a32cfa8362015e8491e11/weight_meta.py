class Program_weight_tensor_meta_input_59:
    name = "input_59"
    shape = [1, 96, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.11275180185119246
    std = 0.05176686832681755
    data = None
    min_val = -0.2674088478088379
    max_val = 0.008450731635093689


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.033
    std = 0.384
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_buffers_running_var_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.131
    std = 0.078
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.807
    std = 1.371
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_1_modules_1_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.126
    std = 1.157
    data = None


class Program_weight_tensor_meta_input_55:
    name = "input_55"
    shape = [1, 96, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.18070083831752817
    std = 1.0472588814748476
    data = None
    min_val = -2.7114622592926025
    max_val = 2.883059024810791
