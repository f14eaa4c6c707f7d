class Program_weight_tensor_meta_hidden_states_66:
    name = "hidden_states_66"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0017595013108975923
    std = 0.04419009163124303
    data = None
    min_val = -0.20715457201004028
    max_val = 0.20114845037460327


class Program_weight_tensor_meta_hidden_states_71:
    name = "hidden_states_71"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.4038259261085476e-05
    std = 0.012375849690624443
    data = None
    min_val = -0.059848714619874954
    max_val = 0.05623754858970642


class Program_weight_tensor_meta_L_self_modules_char_a3_module_modules_token_norm_parameters_weight_:
    name = "L_self_modules_char_a3_module_modules_token_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_char_a3_module_modules_token_norm_parameters_bias_:
    name = "L_self_modules_char_a3_module_modules_token_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
