class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.229284146514515
    std = 0.13430971300348915
    data = None
    min_val = -0.34360992908477783
    max_val = 0.8349988460540771


class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00034139396343968453
    std = 0.016668392078383616
    data = None
    min_val = -0.07392710447311401
    max_val = 0.07638434320688248


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
