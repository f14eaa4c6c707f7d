class Program_weight_tensor_meta_input_176:
    name = "input_176"
    shape = [1, 1152, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0024470019817558926
    std = 3.028881104970845
    data = None
    min_val = -10.266472816467285
    max_val = 11.334345817565918


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_"
    shape = [1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.009
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_buffers_running_var_"
    shape = [1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = 42.402
    std = 19.568
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_parameters_weight_"
    shape = [1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.02
    std = 0.672
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_0_modules_block_modules_0_modules_1_parameters_bias_"
    shape = [1152]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.026
    std = 1.015
    data = None
