class Program_weight_tensor_meta_input_41:
    name = "input_41"
    shape = [1, 240, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.2787294468508244e-16
    std = 1.1458832893534685e-14
    data = None
    min_val = -5.672104631685229e-14
    max_val = 5.3357786803298266e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [40, 240, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0008971156738344159
    std = 0.22189571854459827
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_input_34:
    name = "input_34"
    shape = [1, 40, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.288170192455408e-12
    std = 4.903120211426636e-11
    data = None
    min_val = -1.5531832764370535e-10
    max_val = 1.973530228127629e-10
