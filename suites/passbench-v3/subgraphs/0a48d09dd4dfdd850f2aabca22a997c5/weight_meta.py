class Program_weight_tensor_meta_input_400:
    name = "input_400"
    shape = [1, 2304, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.941722633179764e-34
    std = 1.4721347657170341e-30
    data = None
    min_val = -8.041740043014901e-30
    max_val = 7.779081566736093e-30


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_1_buffers_running_mean_"
    shape = [2304]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_1_buffers_running_var_"
    shape = [2304]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_1_parameters_weight_"
    shape = [2304]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_1_parameters_bias_"
    shape = [2304]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
