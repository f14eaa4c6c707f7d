class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 206, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005361202848556266
    std = 0.01760328588939566
    data = None
    min_val = -0.05218016728758812
    max_val = 0.06477176398038864


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 206, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.018786453624627237
    std = 0.20140540455381986
    data = None
    min_val = -0.8796645402908325
    max_val = 0.783301055431366


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
