class Program_weight_tensor_meta_normed_hidden_states_2:
    name = "normed_hidden_states_2"
    shape = [1, 12, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0019131423410117224
    std = 0.20227566933918228
    data = None
    min_val = -0.8302587866783142
    max_val = 0.9306010007858276


class Program_weight_tensor_meta_L_self_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_:
    name = "L_self_modules_block_modules_2_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.017
    data = None
