class Program_weight_tensor_meta_x_355:
    name = "x_355"
    shape = [1, 768, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 7.700388475010792e-10
    std = 0.6775634391469798
    data = None
    min_val = -1.834051489830017
    max_val = 2.3679587841033936


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
