class Program_weight_tensor_meta_input_14:
    name = "input_14"
    shape = [1, 512, 13, 13]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001062331149351262
    std = 0.0018139929059120441
    data = None
    min_val = 0.0
    max_val = 0.008377098478376865


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_weight_:
    name = "L_self_modules_classifier_modules_1_parameters_weight_"
    shape = [1000, 512, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.005
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_bias_:
    name = "L_self_modules_classifier_modules_1_parameters_bias_"
    shape = [1000]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.012
    std = 0.019
    data = None
