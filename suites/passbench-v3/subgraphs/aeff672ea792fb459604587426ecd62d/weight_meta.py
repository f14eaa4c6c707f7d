class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 18, 3072]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.004904493335981793
    std = 0.05594433027362413
    data = None
    min_val = -0.14869461953639984
    max_val = 0.3689708709716797


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
