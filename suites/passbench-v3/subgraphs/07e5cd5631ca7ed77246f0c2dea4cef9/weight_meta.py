class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 197, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004942425406667978
    std = 0.05578278197712454
    data = None
    min_val = -0.15814486145973206
    max_val = 0.410925030708313


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.5957893110205264e-05
    std = 0.02000060918065653
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
