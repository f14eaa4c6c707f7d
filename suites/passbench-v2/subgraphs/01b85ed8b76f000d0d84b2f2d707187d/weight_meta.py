class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 900, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1149350885744647e-05
    std = 0.02001722694141381
    data = None


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 900, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.39752292281693e-08
    std = 5.215398100074506e-07
    data = None
    min_val = -1.7146655864053173e-06
    max_val = 1.837795593928604e-06


class Program_weight_tensor_meta_L_self_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_self_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_self_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_position_embeddings_:
    name = "L_position_embeddings_"
    shape = [1, 900, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
