class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_parameters_lambda_2_:
    name = "L_self_modules_encoder_modules_layer_modules_3_parameters_lambda_2_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.1
    std = 0.0
    data = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]


class Program_weight_tensor_meta_hidden_states_27:
    name = "hidden_states_27"
    shape = [1, 226, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.0495667389131314e-05
    std = 0.00023882617906816154
    data = None
    min_val = -0.0005957085522823036
    max_val = 0.0006595606100745499


class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 226, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009042402540435975
    std = 0.014491798950099893
    data = None
    min_val = -0.035895515233278275
    max_val = 0.029881706461310387
