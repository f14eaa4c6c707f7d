class Program_weight_tensor_meta_input_7:
    name = "input_7"
    shape = [1, 256, 27, 27]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.04810656500145986
    std = 0.057611172344242505
    data = None
    min_val = 0.0
    max_val = 0.2311544120311737


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_squeeze_parameters_weight_"
    shape = [32, 256, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.007
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_squeeze_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.062
    std = 0.148
    data = None
