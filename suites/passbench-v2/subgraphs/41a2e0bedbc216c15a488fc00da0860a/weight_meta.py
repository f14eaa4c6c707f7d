class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 512, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_weight_:
    name = "L_self_modules_classifier_modules_0_parameters_weight_"
    shape = [4096, 25088]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.005
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_0_parameters_bias_:
    name = "L_self_modules_classifier_modules_0_parameters_bias_"
    shape = [4096]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.008
    std = 0.017
    data = None
