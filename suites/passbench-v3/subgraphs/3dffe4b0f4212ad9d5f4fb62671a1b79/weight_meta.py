class Program_weight_tensor_meta_input_16:
    name = "input_16"
    shape = [1, 128, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.0897213237390226
    std = 2.4357832227056107
    data = None
    min_val = -9.971295356750488
    max_val = 5.063240051269531


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.057
    std = 23.034
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 267.172
    std = 197.791
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.011
    std = 1.254
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.539
    std = 2.577
    data = None
