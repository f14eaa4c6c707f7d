class Program_weight_tensor_meta_input_6:
    name = "input_6"
    shape = [1, 128, 27, 27]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.10034788634744593
    std = 0.12202620802269173
    data = None
    min_val = 0.0
    max_val = 0.4958265423774719


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_squeeze_parameters_weight_"
    shape = [32, 128, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.019
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_squeeze_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.063
    std = 0.242
    data = None
