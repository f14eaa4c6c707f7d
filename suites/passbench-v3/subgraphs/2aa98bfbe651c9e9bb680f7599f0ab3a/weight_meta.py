class Program_weight_tensor_meta_hidden_states_105:
    name = "hidden_states_105"
    shape = [1, 1026, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00026731338808686053
    std = 0.012457922483975415
    data = None
    min_val = -0.06164586916565895
    max_val = 0.06095927208662033


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_layer_scale2_parameters_lambda1_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 1026, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.81288704654013e-05
    std = 0.04595736264248316
    data = None
    min_val = -0.2212667614221573
    max_val = 0.23818281292915344


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
