class Program_weight_tensor_meta_scale_37:
    name = "scale_37"
    shape = [1, 144, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.2802105701728946e-23
    std = 8.08134613801202e-23
    data = None
    min_val = 0.0
    max_val = 4.254550772136255e-22


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [576, 144, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0002802875338631967
    std = 0.05869256198055139
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [576]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_85:
    name = "input_85"
    shape = [1, 576, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.192103497257944e-24
    std = 3.75111745958539e-22
    data = None
    min_val = -2.5959453996294633e-21
    max_val = 2.2531967716386158e-21
