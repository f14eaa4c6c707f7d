class Program_weight_tensor_meta_hidden_states_42:
    name = "hidden_states_42"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0017255269735493989
    std = 0.997834210482499
    data = None
    min_val = -4.676793575286865
    max_val = 4.112961292266846


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.6035241447588856e-05
    std = 0.019968946944811636
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0
