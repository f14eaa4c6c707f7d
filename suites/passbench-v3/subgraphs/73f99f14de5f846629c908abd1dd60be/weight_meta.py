class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 1500, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.2073842436645618
    std = 0.13524685559008853
    data = None
    min_val = -0.445164293050766
    max_val = 0.8804827332496643


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 1500, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.3114531503473303e-05
    std = 0.000168040512684979
    data = None
    min_val = -0.00047273162635974586
    max_val = 0.00044640866690315306


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
