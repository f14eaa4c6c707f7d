class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 1, 5, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.350422492891084e-11
    std = 0.009194554218589805
    data = None
    min_val = -0.022083481773734093
    max_val = 0.02592998929321766


class Program_weight_tensor_meta_attn_output_45:
    name = "attn_output_45"
    shape = [1, 1, 5, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.63329822766967e-07
    std = 1.1642588410183572e-05
    data = None
    min_val = -2.8755757739418186e-05
    max_val = 2.7675234377966262e-05


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
