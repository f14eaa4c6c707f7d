class Program_weight_tensor_meta_attn_output_40:
    name = "attn_output_40"
    shape = [1, 1, 6, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1402555948891724e-06
    std = 7.10865760191468e-06
    data = None
    min_val = -2.4623479475849308e-05
    max_val = 1.937841807375662e-05


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 6, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.768642627553163e-05
    std = 0.0041684199628086015
    data = None
    min_val = -0.013931198976933956
    max_val = 0.016003891825675964
