class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005268041680516385
    std = 0.012281727868647539
    data = None
    min_val = -0.051685795187950134
    max_val = 0.05645022913813591


class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0003080281156668067
    std = 1.0001951136415412
    data = None
    min_val = -4.281717777252197
    max_val = 4.333127498626709


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layer_modules_1_modules_layernorm_before_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
