class Program_weight_tensor_meta_input_4:
    name = "input_4"
    shape = [1, 128, 55, 55]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.04893037499330047
    std = 0.07052410687770615
    data = None
    min_val = 0.0
    max_val = 0.298534631729126


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_squeeze_parameters_weight_"
    shape = [16, 128, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.021
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_squeeze_parameters_bias_"
    shape = [16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.295
    std = 0.406
    data = None
