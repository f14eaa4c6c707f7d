class Program_weight_tensor_meta_hidden_states_88:
    name = "hidden_states_88"
    shape = [1, 300, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.1531036866093321e-10
    std = 1.0000014761720715
    data = None
    min_val = -4.389834880828857
    max_val = 4.431053638458252


class Program_weight_tensor_meta_hidden_states_90:
    name = "hidden_states_90"
    shape = [1, 300, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.7461145038033935e-05
    std = 0.00025990076303461046
    data = None
    min_val = -0.0007473706500604749
    max_val = 0.0006411280483007431


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_decoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_query_embed_1:
    name = "query_embed_1"
    shape = [1, 300, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.849980720004799e-06
    std = 0.0039846329363420405
    data = None
    min_val = -0.01740051433444023
    max_val = 0.01636895164847374
