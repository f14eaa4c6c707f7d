class Program_weight_tensor_meta_hidden_states_26:
    name = "hidden_states_26"
    shape = [1, 50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.402191326012788e-11
    std = 0.05561751636660152
    data = None
    min_val = -0.2185187190771103
    max_val = 0.20516854524612427


class Program_weight_tensor_meta_hidden_states_27:
    name = "hidden_states_27"
    shape = [1, 50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.09488927122455e-05
    std = 0.0003706231443496723
    data = None
    min_val = -0.0009925668127834797
    max_val = 0.0009246282279491425


class Program_weight_tensor_meta_L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_layer_norm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
