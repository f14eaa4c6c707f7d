class Program_weight_tensor_meta_hidden_states_132:
    name = "hidden_states_132"
    shape = [1, 49, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2859158309664488e-07
    std = 4.448686114707539e-05
    data = None
    min_val = -0.00019991930457763374
    max_val = 0.00016472481365781277


class Program_weight_tensor_meta_hidden_states_123:
    name = "hidden_states_123"
    shape = [1, 49, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.002660822504163e-05
    std = 0.9997840693622205
    data = None
    min_val = -3.4467124938964844
    max_val = 4.062443256378174


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
