class Program_weight_tensor_meta_hidden_states_105:
    name = "hidden_states_105"
    shape = [1, 1125, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.075243228591181e-05
    std = 0.012470761602426012
    data = None
    min_val = -0.06179726868867874
    max_val = 0.06141528859734535


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 1125, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00043119491263968044
    std = 0.046766166414082974
    data = None
    min_val = -0.23942683637142181
    max_val = 0.23084746301174164


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
