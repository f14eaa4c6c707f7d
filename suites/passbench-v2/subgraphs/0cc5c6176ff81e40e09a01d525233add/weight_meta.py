class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 2305, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.174052256610466e-11
    std = 0.9901975646578671
    data = None
    min_val = -4.637827396392822
    max_val = 5.6634039878845215


class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 2305, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.136705474181809e-06
    std = 0.0001708248567095144
    data = None
    min_val = -0.0004962530802004039
    max_val = 0.000499621091876179


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
