class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 201, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.36857013758104e-10
    std = 1.0000015170693157
    data = None
    min_val = -4.673036575317383
    max_val = 4.5147857666015625


class Program_weight_tensor_meta_dropout_2:
    name = "dropout_2"
    shape = [1, 201, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.621316844772915e-05
    std = 0.0007509993354183715
    data = None
    min_val = -0.00252936570905149
    max_val = 0.0018937165150418878


class Program_weight_tensor_meta_L_self_modules_vision_cross_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_vision_cross_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_cross_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_vision_cross_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
