class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 1025, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.641015850018883e-06
    std = 5.346309536555787e-05
    data = None
    min_val = -0.0001716641418170184
    max_val = 0.0001571141619933769


class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 1025, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.640629858423058e-05
    std = 0.019484942772570377
    data = None
    min_val = -0.0927267000079155
    max_val = 0.09227091073989868


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_layernorm_after_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_layernorm_after_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
