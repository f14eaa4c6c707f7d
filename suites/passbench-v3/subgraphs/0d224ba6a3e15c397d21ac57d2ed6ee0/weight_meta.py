class Program_weight_tensor_meta_input_85:
    name = "input_85"
    shape = [1, 432, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.3723592549331454e-16
    std = 6.423183425120362e-14
    data = None
    min_val = -3.3322810114554124e-13
    max_val = 3.275948577078497e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [432]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [432]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [432]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [432]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
