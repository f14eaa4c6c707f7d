class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 256, 256, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.918282038229102e-05
    std = 0.009900888186147956
    data = None
    min_val = -0.05452941358089447
    max_val = 0.05198877677321434


class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 256, 256, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1495511805667172e-05
    std = 0.001520267591573361
    data = None
    min_val = -0.007674841210246086
    max_val = 0.008084985427558422


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_layer_norm1_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_layer_norm1_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
