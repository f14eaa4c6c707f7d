class Program_weight_tensor_meta_scale_20:
    name = "scale_20"
    shape = [1, 120, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.727969086007817e-15
    std = 4.4049776021764844e-14
    data = None
    min_val = -1.397107256273511e-13
    max_val = 1.2657335303565415e-13


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [32, 120, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.004322279586347122
    std = 0.2509113597969964
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
