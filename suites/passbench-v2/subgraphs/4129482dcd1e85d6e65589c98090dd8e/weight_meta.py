class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 34, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009203905875104113
    std = 1.0711551323081463
    data = None
    min_val = -3.9519400596618652
    max_val = 4.539205074310303


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 34, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001374847034392534
    std = 0.07000816229279888
    data = None
    min_val = -0.2722373604774475
    max_val = 0.2638317048549652


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.711
    std = 0.096
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.01
    std = 0.075
    data = None
