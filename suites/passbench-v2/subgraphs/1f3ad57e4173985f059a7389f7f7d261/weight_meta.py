class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.084473965567289e-10
    std = 0.7930258634286551
    data = None
    min_val = -4.310384273529053
    max_val = 4.073740005493164


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.893332698861736e-06
    std = 0.020006865461765725
    data = None
