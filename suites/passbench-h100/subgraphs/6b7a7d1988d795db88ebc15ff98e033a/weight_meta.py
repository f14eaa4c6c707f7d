class Program_weight_tensor_meta_input_77:
    name = "input_77"
    shape = [1, 288, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 8.480809584452202e-20
    std = 2.505598489806305e-18
    data = None
    min_val = -1.5061556056271744e-17
    max_val = 1.2204269079721673e-17


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [96, 288, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0004213044800809944
    std = 0.14421749648669693
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_9_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_9_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
