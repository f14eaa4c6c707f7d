class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001756547843994108
    std = 0.9978325257850904
    data = None
    min_val = -4.653537750244141
    max_val = 4.076862812042236


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.31138156494792e-06
    std = 0.020017632757047307
    data = None
