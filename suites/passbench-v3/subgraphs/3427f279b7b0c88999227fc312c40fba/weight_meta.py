class Program_weight_tensor_meta_layer_norm_3:
    name = "layer_norm_3"
    shape = [1, 3136, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.900139419957696e-09
    std = 1.0000044821408984
    data = None
    min_val = -3.5999529361724854
    max_val = 4.167055130004883


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_weight_"
    shape = [256, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00014450393990186883
    std = 0.019889279739702826
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_mlp_modules_dense1_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
