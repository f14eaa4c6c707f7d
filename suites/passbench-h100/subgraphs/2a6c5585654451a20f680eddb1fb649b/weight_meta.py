class Program_weight_tensor_meta_scale_35:
    name = "scale_35"
    shape = [1, 576, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.1921034170710464e-24
    std = 2.547655390365565e-22
    data = None
    min_val = -1.1567668502156602e-21
    max_val = 1.132340384441554e-21


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [144, 576, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -8.327395793109003e-05
    std = 0.11754761654020504
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
