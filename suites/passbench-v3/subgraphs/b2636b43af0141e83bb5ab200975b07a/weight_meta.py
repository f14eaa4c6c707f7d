class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 14, 14, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.056094267448969094
    std = 0.038776881223105145
    data = None
    min_val = -0.09498082846403122
    max_val = 0.2542823255062103


class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 14, 14, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.884898270954568e-06
    std = 0.0012203318720318752
    data = None
    min_val = -0.005089393816888332
    max_val = 0.004946266766637564


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_3_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_3_modules_layer_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_3_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_3_modules_layer_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
