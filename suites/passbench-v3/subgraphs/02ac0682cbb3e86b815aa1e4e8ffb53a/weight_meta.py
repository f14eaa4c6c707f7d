class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 64, 64, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.0602661424433047e-13
    std = 1.1081531161464404e-10
    data = None
    min_val = -5.359722665687627e-10
    max_val = 5.450215279090287e-10


class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 64, 64, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.941482261355392e-30
    std = 2.335938613639959e-27
    data = None
    min_val = -1.0306955372174438e-26
    max_val = 1.0186594765485947e-26


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_vision_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
