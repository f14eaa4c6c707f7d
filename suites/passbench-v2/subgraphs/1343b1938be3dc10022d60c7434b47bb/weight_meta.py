class Program_weight_tensor_meta_attn_output_40:
    name = "attn_output_40"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.473301932148786e-07
    std = 9.194942518328387e-06
    data = None
    min_val = -2.1837084204889834e-05
    max_val = 2.6178413463640027e-05


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000969610960009959
    std = 0.0039002688819578415
    data = None
    min_val = -0.010475188493728638
    max_val = 0.017327938228845596
