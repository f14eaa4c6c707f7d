class Program_weight_tensor_meta_queries_2:
    name = "queries_2"
    shape = [1, 1, 5, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.737253326922656e-09
    std = 0.9945212519756601
    data = None
    min_val = -2.386303663253784
    max_val = 2.8065381050109863


class Program_weight_tensor_meta_hidden_states_124:
    name = "hidden_states_124"
    shape = [1, 1, 5, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0028447357299228315
    std = 0.008108683291522239
    data = None
    min_val = -0.024216918274760246
    max_val = 0.02025885134935379


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 5, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000969610960009959
    std = 0.0039002688819578415
    data = None
    min_val = -0.010475188493728638
    max_val = 0.017327938228845596
