class Program_weight_tensor_meta_permute_11:
    name = "permute_11"
    shape = [1, 7, 4, 7, 4, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.062276574587064e-05
    std = 0.0008604030796937227
    data = None
    min_val = -0.0032640635035932064
    max_val = 0.003126975381746888


class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 28, 28, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.04065137407032153
    std = 0.027904924246284664
    data = None
    min_val = -0.08281117677688599
    max_val = 0.19857151806354523


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm2_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm2_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
