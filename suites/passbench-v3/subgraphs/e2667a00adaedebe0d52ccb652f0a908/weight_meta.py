class Program_weight_tensor_meta_permute_3:
    name = "permute_3"
    shape = [1, 32, 8, 32, 8, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.649543583971702e-07
    std = 0.00019636420194399037
    data = None
    min_val = -0.0010796678252518177
    max_val = 0.0011179971043020487


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 256, 256, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.99477748512637e-05
    std = 0.009898503491369295
    data = None
    min_val = -0.05436201021075249
    max_val = 0.05175366625189781


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
