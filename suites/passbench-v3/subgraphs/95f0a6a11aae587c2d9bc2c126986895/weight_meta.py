class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 201, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1375497462230856e-06
    std = 0.0012002200268692404
    data = None
    min_val = -0.003953332547098398
    max_val = 0.003278984921053052


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 201, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0004750156034993077
    std = 0.025531132983008263
    data = None
    min_val = -0.11001743376255035
    max_val = 0.10930095613002777


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
