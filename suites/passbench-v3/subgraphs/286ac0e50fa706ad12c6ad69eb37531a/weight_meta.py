class Program_weight_tensor_meta_hidden_states_56:
    name = "hidden_states_56"
    shape = [1, 256, 1000]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.6823988724423421e-06
    std = 2.9549166074631194e-05
    data = None
    min_val = -0.00014703295892104506
    max_val = 0.00013974883768241853


class Program_weight_tensor_meta_L_self_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [256, 256, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.629080953668407e-05
    std = 0.020015446183614765
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_2_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
