class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 128, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.842674575106382e-11
    std = 1.000009852266774
    data = None
    min_val = -3.8469793796539307
    max_val = 3.893155574798584


class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 128, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001453820629724317
    std = 0.005447706365155037
    data = None
    min_val = -0.01739945448935032
    max_val = 0.01899835839867592


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_conformer_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
