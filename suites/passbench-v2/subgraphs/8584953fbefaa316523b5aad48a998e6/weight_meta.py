class Program_weight_tensor_meta_queries_2:
    name = "queries_2"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.024027581792325e-09
    std = 0.9905664739924408
    data = None
    min_val = -3.2721292972564697
    max_val = 2.857506275177002


class Program_weight_tensor_meta_hidden_states_124:
    name = "hidden_states_124"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0017433006800615658
    std = 0.008679289157896014
    data = None
    min_val = -0.02380998060107231
    max_val = 0.02412073314189911


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm3_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.768642627553163e-05
    std = 0.0041684199628086015
    data = None
    min_val = -0.013931198976933956
    max_val = 0.016003891825675964
