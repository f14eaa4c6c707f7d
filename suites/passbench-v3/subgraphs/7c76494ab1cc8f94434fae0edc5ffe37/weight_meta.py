class Program_weight_tensor_meta_permute_3:
    name = "permute_3"
    shape = [1, 7, 8, 7, 8, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.3420826549438297e-07
    std = 0.00019381945881869557
    data = None
    min_val = -0.0007472012657672167
    max_val = 0.0007456224411725998


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 56, 56, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.9854205148051388e-05
    std = 0.009594928189689786
    data = None
    min_val = -0.04868151992559433
    max_val = 0.04316389188170433


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
