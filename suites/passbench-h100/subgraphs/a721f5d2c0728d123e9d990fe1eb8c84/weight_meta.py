class Program_weight_tensor_meta_x1_2:
    name = "x1_2"
    shape = [1, 48, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00010740535361974001
    std = 0.0008309819915301407
    data = None
    min_val = -0.0031613062601536512
    max_val = 0.0031100758351385593


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_spatial_mixing_modules_partial_conv3_parameters_weight_"
    shape = [48, 48, 3, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x2_1:
    name = "x2_1"
    shape = [1, 144, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.9186607608298946e-05
    std = 0.0007511190055800286
    data = None
    min_val = -0.003520095953717828
    max_val = 0.0032697792630642653
