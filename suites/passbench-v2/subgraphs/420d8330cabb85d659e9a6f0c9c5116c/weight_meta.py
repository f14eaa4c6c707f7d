class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 20, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0012873528463707372
    std = 1.1010405111456105
    data = None
    min_val = -4.037456035614014
    max_val = 4.316239356994629


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 20, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006783442698377939
    std = 0.03317426730240439
    data = None
    min_val = -0.14374686777591705
    max_val = 0.13657300174236298


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.882
    std = 0.06
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.04
    data = None
