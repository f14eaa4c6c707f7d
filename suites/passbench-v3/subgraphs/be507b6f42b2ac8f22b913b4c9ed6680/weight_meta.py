class Program_weight_tensor_meta_layer_norm_11:
    name = "layer_norm_11"
    shape = [1, 784, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.967944279270834e-09
    std = 1.0000094167776692
    data = None
    min_val = -4.32809591293335
    max_val = 4.316672325134277


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_"
    shape = [512, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.4258256000438007e-07
    std = 0.020064047394148583
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
