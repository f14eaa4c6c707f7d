class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1024, 64, 1, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.5882651949179745e-05
    std = 0.0049683004504177146
    data = None
    min_val = -0.024490147829055786
    max_val = 0.02242203615605831


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [96, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00013617207506955165
    std = 0.020152864631108956
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
