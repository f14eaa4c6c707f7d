class Program_weight_tensor_meta_scale_5:
    name = "scale_5"
    shape = [1, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.0584632953411215e-11
    std = 1.8935513363563625e-10
    data = None
    min_val = -8.356598746317445e-10
    max_val = 4.721469881729945e-10


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [24, 96, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0042768436699450125
    std = 0.2892231017834148
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [24]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
