class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 185, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2263364450791516e-05
    std = 0.0009059847910669265
    data = None
    min_val = -0.0028781164437532425
    max_val = 0.0029817475005984306


class Program_weight_tensor_meta_to_3:
    name = "to_3"
    shape = [1, 185, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.002588963911033601
    std = 0.21661012340926716
    data = None
    min_val = -0.9818224906921387
    max_val = 1.002695918083191


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
