class Program_weight_tensor_meta_scale_30:
    name = "scale_30"
    shape = [1, 288, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.6961619719043835e-19
    std = 3.918478858582168e-18
    data = None
    min_val = -1.8539387310914196e-17
    max_val = 1.3550411228061895e-17


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [72, 288, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0001854564830218874
    std = 0.16508484576358703
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [72]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
