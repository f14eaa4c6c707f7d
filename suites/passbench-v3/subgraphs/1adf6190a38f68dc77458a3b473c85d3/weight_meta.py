class Program_weight_tensor_meta_layer_norm_11:
    name = "layer_norm_11"
    shape = [1, 64, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.729454409854952e-09
    std = 1.0002392016883204
    data = None
    min_val = -2.311283826828003
    max_val = 2.1682791709899902


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_weight_"
    shape = [128, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_0_modules_mlp_modules_dense1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
