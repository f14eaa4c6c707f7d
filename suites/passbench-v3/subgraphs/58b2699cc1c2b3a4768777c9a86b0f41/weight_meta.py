class Program_weight_tensor_meta_input_139:
    name = "input_139"
    shape = [1, 864, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.124844970401232e-21
    std = 5.891605604301317e-18
    data = None
    min_val = -2.7117885537799533e-17
    max_val = 2.7964809297212977e-17


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [864]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [864]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [864]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [864]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
