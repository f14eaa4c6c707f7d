class Program_weight_tensor_meta_hidden_states_139:
    name = "hidden_states_139"
    shape = [1, 15, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.22758254748909318
    std = 0.17000240960784832
    data = None
    min_val = -0.3470880091190338
    max_val = 0.7614205479621887


class Program_weight_tensor_meta_hidden_states_144:
    name = "hidden_states_144"
    shape = [1, 15, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0005459121328973046
    std = 0.022480973326775833
    data = None
    min_val = -0.07441452890634537
    max_val = 0.06967782974243164


class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
