class Program_weight_tensor_meta_hidden_states_69:
    name = "hidden_states_69"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00033102492564333436
    std = 0.009872385343953408
    data = None
    min_val = -0.0536503940820694
    max_val = 0.04692792892456055


class Program_weight_tensor_meta_hidden_states_72:
    name = "hidden_states_72"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.363953268913477e-06
    std = 0.002399257930813853
    data = None
    min_val = -0.010425936430692673
    max_val = 0.010563284158706665


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_weight_:
    name = "L_self_modules_ln_f_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_bias_:
    name = "L_self_modules_ln_f_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
