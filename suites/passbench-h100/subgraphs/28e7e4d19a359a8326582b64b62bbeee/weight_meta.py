class Program_weight_tensor_meta_input_11:
    name = "input_11"
    shape = [1, 384, 13, 13]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004829381868654503
    std = 0.006471056166241209
    data = None
    min_val = 0.0
    max_val = 0.028928764164447784


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_squeeze_parameters_weight_"
    shape = [64, 384, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_squeeze_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.019
    std = 0.042
    data = None
