class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 34, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.010354057913449613
    std = 0.14217358197988353
    data = None
    min_val = -0.2784585654735565
    max_val = 1.014524221420288


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [512, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.053
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.057
    data = None
