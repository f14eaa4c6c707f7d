class Program_weight_tensor_meta_x_8:
    name = "x_8"
    shape = [1, 64, 64, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.055783383724418545
    std = 0.039038540053123294
    data = None
    min_val = -0.12132083624601364
    max_val = 0.26797351241111755


class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 64, 64, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.2468280831819702e-05
    std = 0.0012924137423977683
    data = None
    min_val = -0.006090438459068537
    max_val = 0.005856180097907782


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_3_modules_layer_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
