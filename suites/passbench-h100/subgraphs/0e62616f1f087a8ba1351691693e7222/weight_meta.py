class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 64, 55, 55]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.07542409929163445
    std = 0.0981070853250668
    data = None
    min_val = 0.0
    max_val = 0.3667406439781189


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_squeeze_parameters_weight_"
    shape = [16, 64, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.025
    std = 0.274
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_squeeze_parameters_bias_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.16
    std = 0.587
    data = None
