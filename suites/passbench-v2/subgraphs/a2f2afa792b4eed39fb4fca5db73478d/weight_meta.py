class Program_weight_tensor_meta_x_117:
    name = "x_117"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.2581702847666275e-05
    std = 0.002812959011518845
    data = None
    min_val = -0.010818804614245892
    max_val = 0.011854790151119232


class Program_weight_tensor_meta_x_107:
    name = "x_107"
    shape = [1, 192, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005149273278715753
    std = 0.07953835639566391
    data = None
    min_val = -0.3008181154727936
    max_val = 0.31789860129356384


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_downsample_modules_0_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
