class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 15, 4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.05016060636290831
    std = 0.07379091498984278
    data = None
    min_val = 0.0
    max_val = 0.4205736517906189


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [1024, 4096]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
