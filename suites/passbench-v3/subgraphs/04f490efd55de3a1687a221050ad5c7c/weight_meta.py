class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 384, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0009299440018454018
    std = 0.019384628702642855
    data = None
    min_val = -0.07539941370487213
    max_val = 0.10523867607116699


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [96, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
