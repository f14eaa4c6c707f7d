class Program_weight_tensor_meta_normed_states:
    name = "normed_states"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0015202664224385487
    std = 1.000001359971123
    data = None
    min_val = -4.3716325759887695
    max_val = 4.576860427856445


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.382936897921019e-05
    std = 0.02000158328211059
    data = None
