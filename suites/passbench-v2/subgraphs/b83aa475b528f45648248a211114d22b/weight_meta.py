class Program_weight_tensor_meta_hidden_states_46:
    name = "hidden_states_46"
    shape = [1, 64, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.7394140250945895e-07
    std = 7.272810400223597e-06
    data = None
    min_val = -2.4348310034838505e-05
    max_val = 2.6626981707522646e-05


class Program_weight_tensor_meta_hidden_states_38:
    name = "hidden_states_38"
    shape = [1, 64, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.355473018018529e-05
    std = 0.9985816939688492
    data = None
    min_val = -2.3058066368103027
    max_val = 2.163076639175415


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_weight_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_weight_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_bias_:
    name = "L_self_modules_segformer_modules_encoder_modules_block_modules_1_modules_1_modules_layer_norm_1_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
