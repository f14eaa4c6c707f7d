class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 256, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.05463046660193e-10
    std = 0.9939454402940302
    data = None
    min_val = -4.539999485015869
    max_val = 4.450645446777344


class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 256, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.469015773290077e-05
    std = 0.0021545053754780537
    data = None
    min_val = -0.010335241444408894
    max_val = 0.01064834464341402


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
