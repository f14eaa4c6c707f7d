class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.3127837608013144e-10
    std = 1.0000050641759428
    data = None
    min_val = -4.233651161193848
    max_val = 4.311611175537109


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.2241671177464995e-06
    std = 0.019997602074786885
    data = None


class Program_weight_tensor_meta_gelu:
    name = "gelu"
    shape = [1, 128, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004749495193290781
    std = 0.055092342136806464
    data = None
    min_val = -0.16577231884002686
    max_val = 0.373318076133728
