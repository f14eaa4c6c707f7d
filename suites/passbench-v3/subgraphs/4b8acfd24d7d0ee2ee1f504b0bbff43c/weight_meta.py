class Program_weight_tensor_meta_input_31:
    name = "input_31"
    shape = [1, 240, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.863051813179685e-13
    std = 4.850906369209233e-10
    data = None
    min_val = -3.0494990976848158e-09
    max_val = 2.6468445213367886e-09


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
