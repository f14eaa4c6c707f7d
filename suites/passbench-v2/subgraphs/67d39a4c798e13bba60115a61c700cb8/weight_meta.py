class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0003015621791510649
    std = 0.7840052568882291
    data = None
    min_val = -3.6477954387664795
    max_val = 3.370936870574951


class Program_weight_tensor_meta_L_args_0_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_args_0_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.789914234289174e-05
    std = 0.02001537416929963
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


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
