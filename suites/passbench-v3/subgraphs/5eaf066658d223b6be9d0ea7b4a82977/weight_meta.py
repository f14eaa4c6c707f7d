class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 256, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.65165841157167e-10
    std = 0.9999964467447497
    data = None
    min_val = -4.565832138061523
    max_val = 4.477909564971924


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.2750735788855267e-05
    std = 0.020014091251876406
    data = None
