class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 4096, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.143605167728352e-14
    std = 1.663021757889556e-14
    data = None
    min_val = 0.0
    max_val = 1.00251607688083e-13


class Program_weight_tensor_meta_L_self_modules_pre_logits_modules_fc2_parameters_weight_:
    name = "L_self_modules_pre_logits_modules_fc2_parameters_weight_"
    shape = [4096, 4096, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.022
    data = None


class Program_weight_tensor_meta_L_self_modules_pre_logits_modules_fc2_parameters_bias_:
    name = "L_self_modules_pre_logits_modules_fc2_parameters_bias_"
    shape = [4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
