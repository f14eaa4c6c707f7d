class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002743881411978085
    std = 0.030849241434634175
    data = None
    min_val = -0.10964114964008331
    max_val = 0.0971585214138031


class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.035436898890874126
    std = 0.6310710905723327
    data = None
    min_val = -2.3040051460266113
    max_val = 2.216707229614258


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.708
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.011
    std = 0.1
    data = None
