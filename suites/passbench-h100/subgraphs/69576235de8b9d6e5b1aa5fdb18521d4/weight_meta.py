class Program_weight_tensor_meta_scale_2:
    name = "scale_2"
    shape = [1, 8, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00026678484755393583
    std = 0.00017012583631648105
    data = [0.00012468524801079184, 0.00012731744209304452, 0.00045265204971656203, 0.00025736502720974386, 0.0003636318724602461, 0.0, 0.0003338188980706036, 0.0004748082428704947]
    min_val = 0.0
    max_val = 0.0004748082428704947


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_"
    shape = [16, 8, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013064604122519086
    std = 0.33110942832994655
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
