class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 28, 28, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.04070731247664413
    std = 0.027753603366456176
    data = None
    min_val = -0.08299815654754639
    max_val = 0.19778437912464142


class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 28, 28, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.747388999464075e-06
    std = 0.00027393492890137773
    data = None
    min_val = -0.0011071719927713275
    max_val = 0.0009809263283386827


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm2_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_1_modules_layer_norm2_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
