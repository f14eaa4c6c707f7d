class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 38, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006623506481133745
    std = 1.1466405700372355
    data = None
    min_val = -4.639333724975586
    max_val = 4.379446983337402


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 38, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0005235274757035762
    std = 0.04302968908577175
    data = None
    min_val = -0.16412770748138428
    max_val = 0.1793087273836136


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.814
    std = 0.066
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.055
    data = None
