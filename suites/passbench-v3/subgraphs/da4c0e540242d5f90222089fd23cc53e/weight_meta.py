class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 22, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.789470244537701e-11
    std = 1.001418439368038
    data = None
    min_val = -2.722015142440796
    max_val = 2.6072804927825928


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [16, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.019
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 22, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001041643545911277
    std = 0.015954665461649125
    data = None
    min_val = -0.04271303489804268
    max_val = 0.04363464191555977
