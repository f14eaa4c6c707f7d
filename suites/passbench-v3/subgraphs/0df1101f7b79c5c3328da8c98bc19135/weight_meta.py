class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 7, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0781386486019733
    std = 0.056280951886247835
    data = None
    min_val = -0.14070619642734528
    max_val = 0.385587215423584


class Program_weight_tensor_meta_hidden_states_69:
    name = "hidden_states_69"
    shape = [1, 7, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.184871576898e-05
    std = 0.0018786494601596793
    data = None
    min_val = -0.005532857496291399
    max_val = 0.005141064990311861


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_backbone_modules_blocks_modules_10_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
