class Program_weight_tensor_meta_hidden_states_27:
    name = "hidden_states_27"
    shape = [1, 49, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0003909360244173061
    std = 0.01121439126634063
    data = None
    min_val = -0.03848634287714958
    max_val = 0.03523630276322365


class Program_weight_tensor_meta_hidden_states_25:
    name = "hidden_states_25"
    shape = [1, 49, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0013325445214898654
    std = 0.007669847017511318
    data = None
    min_val = -0.02245934121310711
    max_val = 0.024073101580142975


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_conv_module_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
