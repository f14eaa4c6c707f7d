class Program_weight_tensor_meta_hidden_states_106:
    name = "hidden_states_106"
    shape = [1, 196, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.4469730420913e-05
    std = 0.01239734689422499
    data = None
    min_val = -0.05739438533782959
    max_val = 0.05202315375208855


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 196, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.68530582661432e-05
    std = 0.04753243699754973
    data = None
    min_val = -0.20040678977966309
    max_val = 0.2248397171497345


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
