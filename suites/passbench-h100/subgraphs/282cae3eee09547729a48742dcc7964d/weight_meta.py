class Program_weight_tensor_meta_input_61:
    name = "input_61"
    shape = [1, 48, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.280769299937568e-15
    std = 1.05398492867104e-14
    data = None
    min_val = -2.936188550867018e-14
    max_val = 4.003113961733966e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [144, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0008035038422512478
    std = 0.11609767827695208
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
