class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 56, 56, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.9719997166025724e-05
    std = 0.00959680519887795
    data = None
    min_val = -0.04852214455604553
    max_val = 0.04323072358965874


class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 56, 56, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.387381353777978e-06
    std = 0.001556832662038332
    data = None
    min_val = -0.007467798888683319
    max_val = 0.007153973449021578


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm1_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
