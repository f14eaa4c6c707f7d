class Program_weight_tensor_meta_hidden_states_105:
    name = "hidden_states_105"
    shape = [1, 3, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.6618677313543025e-09
    std = 1.0004293185316588
    data = None
    min_val = -2.953680992126465
    max_val = 3.6922767162323


class Program_weight_tensor_meta_hidden_states_106:
    name = "hidden_states_106"
    shape = [1, 3, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0021871476834955197
    std = 0.023199509947047635
    data = None
    min_val = -0.0695219486951828
    max_val = 0.069998599588871


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_decoder_modules_conformer_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
