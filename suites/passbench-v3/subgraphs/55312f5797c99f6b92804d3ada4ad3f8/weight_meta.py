class Program_weight_tensor_meta_hidden_states_106:
    name = "hidden_states_106"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001342313191427993
    std = 0.012466021397170419
    data = None
    min_val = -0.05841037631034851
    max_val = 0.058768901973962784


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004831171436891651
    std = 0.04733777139197677
    data = None
    min_val = -0.21453282237052917
    max_val = 0.20266379415988922


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
