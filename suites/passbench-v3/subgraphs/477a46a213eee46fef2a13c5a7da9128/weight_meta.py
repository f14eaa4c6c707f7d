class Program_weight_tensor_meta_hidden_states_211:
    name = "hidden_states_211"
    shape = [1, 1500, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0006506788444963027
    std = 0.08674157411403888
    data = None
    min_val = -0.4539206326007843
    max_val = 0.4171231985092163


class Program_weight_tensor_meta_hidden_states_216:
    name = "hidden_states_216"
    shape = [1, 1500, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.413106576499205e-05
    std = 0.016397725906556204
    data = None
    min_val = -0.08236676454544067
    max_val = 0.08034516870975494


class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
