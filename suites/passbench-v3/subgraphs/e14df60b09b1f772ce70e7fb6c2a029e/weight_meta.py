class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 28, 28, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.04071205986221821
    std = 0.027755520252505776
    data = None
    min_val = -0.08282884955406189
    max_val = 0.19759145379066467


class Program_weight_tensor_meta_hidden_states_13:
    name = "hidden_states_13"
    shape = [1, 28, 28, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.0685786899673134e-05
    std = 0.003065316104050126
    data = None
    min_val = -0.01285254955291748
    max_val = 0.0134389977902174


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_2_modules_layer_norm1_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
