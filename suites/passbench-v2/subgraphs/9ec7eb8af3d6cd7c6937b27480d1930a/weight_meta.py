class Program_weight_tensor_meta_hidden_states_106:
    name = "hidden_states_106"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001823319395993834
    std = 0.012461951086507045
    data = None
    min_val = -0.060044970363378525
    max_val = 0.06094902381300926


class Program_weight_tensor_meta_hidden_states_101:
    name = "hidden_states_101"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0005456299541425972
    std = 0.04714475287886688
    data = None
    min_val = -0.20122717320919037
    max_val = 0.20619766414165497


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_weight_:
    name = "L_self_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layernorm_parameters_bias_:
    name = "L_self_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
