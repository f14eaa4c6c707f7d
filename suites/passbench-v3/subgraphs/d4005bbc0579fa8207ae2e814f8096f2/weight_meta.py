class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [49, 64, 1, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.643631519595115e-05
    std = 0.00481765276190556
    data = None
    min_val = -0.020533336326479912
    max_val = 0.01938813365995884


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
    shape = [96, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00013617207506955165
    std = 0.020152864631108956
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
