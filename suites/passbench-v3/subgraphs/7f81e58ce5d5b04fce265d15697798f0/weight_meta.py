class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.7667591990544594e-05
    std = 0.0010391794626230307
    data = None
    min_val = -0.003131115809082985
    max_val = 0.0029654717072844505


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 257, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0003059578749188336
    std = 0.02339549203034968
    data = None
    min_val = -0.11013781279325485
    max_val = 0.10502453148365021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
