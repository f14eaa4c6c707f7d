class Program_weight_tensor_meta_scale_22:
    name = "scale_22"
    shape = [1, 32, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.02236321397618e-14
    std = 1.4032500360085499e-14
    data = [0.0, 2.7480937040942968e-14, 0.0, 0.0, 0.0, 7.72871909293692e-15, 2.682250106159252e-14, 0.0, 0.0, 1.0901447015335564e-14, 7.744218948838727e-16, 0.0, 0.0, 2.3767178681946902e-14, 3.098707068390806e-14, 0.0, 1.5978644663373724e-14, 0.0, 0.0, 0.0, 5.307153371283957e-14, 0.0, 0.0, 2.504882254037149e-14, 0.0, 0.0, 9.532744263559233e-15, 3.624387912731265e-14, 0.0, 2.133943317731736e-14, 1.6675188655021142e-14, 2.0803706861035644e-14]
    min_val = 0.0
    max_val = 5.307153371283957e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [120, 32, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0005899555687352157
    std = 0.1312802099062341
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_58:
    name = "input_58"
    shape = [1, 120, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.7279694409139275e-15
    std = 5.263442767831023e-14
    data = None
    min_val = -2.2787636578050496e-13
    max_val = 2.6844450056948133e-13
