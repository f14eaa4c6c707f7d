class Program_weight_tensor_meta_input_34:
    name = "input_34"
    shape = [1, 40, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.288170192455408e-12
    std = 4.903120211426636e-11
    data = None
    min_val = -1.5531832764370535e-10
    max_val = 1.973530228127629e-10


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [240, 40, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0006145815664999551
    std = 0.09165216923496203
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [240]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [240]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [240]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [240]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
