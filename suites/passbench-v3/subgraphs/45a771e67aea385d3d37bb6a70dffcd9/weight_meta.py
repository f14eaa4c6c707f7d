class Program_weight_tensor_meta_input_317:
    name = "input_317"
    shape = [1, 344, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.832171044283968e-32
    std = 1.2406950389776998e-29
    data = None
    min_val = -6.151335982937764e-29
    max_val = 5.698222444921779e-29


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [344]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [344]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [344]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_4_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [344]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_309_1:
    name = "input_309_1"
    shape = [1, 344, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.8060544436715845e-27
    std = 2.30220580612997e-25
    data = None
    min_val = -9.663107285078865e-25
    max_val = 1.191445615793561e-24
