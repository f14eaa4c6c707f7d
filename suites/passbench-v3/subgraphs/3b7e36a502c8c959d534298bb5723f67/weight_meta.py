class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 40, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008010822976741893
    std = 0.126322546572213
    data = None
    min_val = -0.2764417827129364
    max_val = 0.7721379399299622


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.033
    data = None
