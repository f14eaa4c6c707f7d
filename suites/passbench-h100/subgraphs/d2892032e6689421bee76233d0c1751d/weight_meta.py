class Program_weight_tensor_meta_input_9:
    name = "input_9"
    shape = [1, 256, 13, 13]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.021118312041141223
    std = 0.026471032457139825
    data = None
    min_val = 0.0
    max_val = 0.1012275293469429


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_squeeze_parameters_weight_"
    shape = [48, 256, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.009
    std = 0.109
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_squeeze_parameters_bias_"
    shape = [48]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.017
    std = 0.065
    data = None
