class Program_weight_tensor_meta_hidden_states_windows_2:
    name = "hidden_states_windows_2"
    shape = [16, 49, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.9777040999223585e-11
    std = 0.9991805139627563
    data = None
    min_val = -4.218392848968506
    max_val = 4.792795181274414


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [192, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.007473184580181e-05
    std = 0.02010811177231781
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
