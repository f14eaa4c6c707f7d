class Program_weight_tensor_meta_hidden_states_20:
    name = "hidden_states_20"
    shape = [1, 9, 1792]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.017461134625547076
    std = 0.9996796443668556
    data = None
    min_val = -4.015894889831543
    max_val = 3.7355618476867676


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1792, 1792]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2470016591087226e-06
    std = 0.019995222470476023
    data = None
