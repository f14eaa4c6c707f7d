class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 40, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0015086632192275573
    std = 1.0738756198298383
    data = None
    min_val = -4.079612731933594
    max_val = 4.147336006164551


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 40, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0005805156943523571
    std = 0.055633870391200047
    data = None
    min_val = -0.23000241816043854
    max_val = 0.22006240487098694


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.778
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.055
    data = None
