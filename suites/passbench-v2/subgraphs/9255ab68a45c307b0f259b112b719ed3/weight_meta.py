class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 1500, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.6921361579402466e-06
    std = 0.004061236844865733
    data = None
    min_val = -0.018997812643647194
    max_val = 0.019443228840827942


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 1500, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.3344652606352704e-05
    std = 0.0003496488383926431
    data = None
    min_val = -0.0010192779591307044
    max_val = 0.0013557295314967632


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
