class Program_weight_tensor_meta_input_70_1:
    name = "input_70_1"
    shape = [1, 48, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.2807408283754245e-15
    std = 1.0539959190542158e-14
    data = None
    min_val = -2.936436223300795e-14
    max_val = 4.0036032079643e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_0_parameters_weight_"
    shape = [288, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00017506836302069625
    std = 0.08363398283794297
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [288]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [288]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [288]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [288]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
