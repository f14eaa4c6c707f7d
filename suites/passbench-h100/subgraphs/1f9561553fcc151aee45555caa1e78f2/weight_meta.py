class Program_weight_tensor_meta_scale_32:
    name = "scale_32"
    shape = [1, 72, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 8.5303256004102e-19
    std = 1.250311328755992e-18
    data = None
    min_val = 0.0
    max_val = 4.9928133737139344e-18


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [288, 72, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00021148898555357605
    std = 0.0829345677816479
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [288]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_76:
    name = "input_76"
    shape = [1, 288, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.6961619168904404e-19
    std = 5.01119697961261e-18
    data = None
    min_val = -3.012311211254349e-17
    max_val = 2.4408538159443347e-17
