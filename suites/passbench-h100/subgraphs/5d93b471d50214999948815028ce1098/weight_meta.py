class Program_weight_tensor_meta_input_12:
    name = "input_12"
    shape = [1, 512, 13, 13]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.003625268323387701
    std = 0.004519042288291998
    data = None
    min_val = 0.0
    max_val = 0.018094973638653755


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_squeeze_parameters_weight_"
    shape = [64, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.005
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_squeeze_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.011
    std = 0.081
    data = None
