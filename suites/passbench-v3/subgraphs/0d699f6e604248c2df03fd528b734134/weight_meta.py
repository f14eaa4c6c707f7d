class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 56, 56, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.067136430780072e-12
    std = 0.9943671593786853
    data = None
    min_val = -4.369259357452393
    max_val = 4.397266864776611


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_weight_"
    shape = [192, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00011739170015013912
    std = 0.02001623680519134
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_proj_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
