class Program_weight_tensor_meta_hidden_states_22:
    name = "hidden_states_22"
    shape = [4, 64, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_states_18:
    name = "hidden_states_18"
    shape = [4, 64, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_1_modules_layernorm_before_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
