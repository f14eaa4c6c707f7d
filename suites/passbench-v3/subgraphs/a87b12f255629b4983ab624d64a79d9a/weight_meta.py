class Program_weight_tensor_meta_normed_hidden_states:
    name = "normed_hidden_states"
    shape = [1, 12, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0010092070103838915
    std = 0.09574293370332278
    data = None
    min_val = -0.36765816807746887
    max_val = 0.39585167169570923


class Program_weight_tensor_meta_L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_:
    name = "L_self_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.015
    data = None
