class Program_weight_tensor_meta_x_194:
    name = "x_194"
    shape = [1, 1280, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.1596122435531071e-17
    std = 1.5090094475028235e-17
    data = None
    min_val = 0.0
    max_val = 1.0284110239256199e-16


class Program_weight_tensor_meta_L_self_modules_classifier_parameters_weight_:
    name = "L_self_modules_classifier_parameters_weight_"
    shape = [1000, 1280]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_parameters_bias_:
    name = "L_self_modules_classifier_parameters_bias_"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
