class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 72, 72, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00024907017681037607
    std = 0.9988786554834255
    data = None
    min_val = -4.948910236358643
    max_val = 5.200842380523682


class Program_weight_tensor_meta_hidden_state_11:
    name = "hidden_state_11"
    shape = [1, 72, 72, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.4547145675088445e-05
    std = 0.0006953590735714053
    data = None
    min_val = -0.002854245016351342
    max_val = 0.002655160380527377


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
