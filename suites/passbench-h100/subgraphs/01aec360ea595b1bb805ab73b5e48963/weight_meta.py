class Program_weight_tensor_meta_scale_10:
    name = "scale_10"
    shape = [1, 240, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -6.557458945752673e-16
    std = 1.8380374983692464e-14
    data = None
    min_val = -6.04788774941599e-14
    max_val = 6.389326730454198e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [64, 240, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001131770154219769
    std = 0.17614658724417817
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
