class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 1500, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.711742919975374e-10
    std = 0.8911500152974365
    data = None
    min_val = -4.231961250305176
    max_val = 4.424264907836914


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.413216890278737e-07
    std = 0.019999635675688167
    data = None
