class Program_weight_tensor_meta_hidden_states_12:
    name = "hidden_states_12"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.016746609813719393
    std = 0.8478851321172008
    data = None
    min_val = -3.7315099239349365
    max_val = 3.509822368621826


class Program_weight_tensor_meta_L_args_0_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_args_0_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [2048, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.9525231613004776e-05
    std = 0.020004919364318394
    data = None
