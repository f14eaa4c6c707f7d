class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001756547843994108
    std = 0.9978325257850904
    data = None
    min_val = -4.653537750244141
    max_val = 4.076862812042236


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.155672414988789e-05
    std = 0.020012715395695033
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
