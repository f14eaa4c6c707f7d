class Program_weight_tensor_meta_pow_6:
    name = "pow_6"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00018503843370266037
    std = 0.0002614610234516582
    data = None
    min_val = 3.147677431203366e-14
    max_val = 0.0030928170308470726


class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00033879261098447577
    std = 0.013598715532778716
    data = None
    min_val = -0.05561310052871704
    max_val = 0.05516419559717178


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_post_self_attn_layernorm_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_post_self_attn_layernorm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
