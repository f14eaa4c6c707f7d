class Program_weight_tensor_meta_x_50:
    name = "x_50"
    shape = [1, 224, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.3729158759875085e-09
    std = 1.7063109600275505e-07
    data = None
    min_val = -7.419004077746649e-07
    max_val = 7.915799073998642e-07


class Program_weight_tensor_meta_L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_weight_:
    name = "L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_weight_"
    shape = [56, 224, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00014567857683685887
    std = 0.019998507414448665
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_bias_:
    name = "L_self_modules_encoder_modules_network_modules_2_modules_blocks_modules_2_modules_linear_modules_fc2_parameters_bias_"
    shape = [56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
