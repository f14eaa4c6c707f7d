class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 256, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.65165841157167e-10
    std = 0.9999964467447497
    data = None
    min_val = -4.565832138061523
    max_val = 4.477909564971924


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.8351799339226613e-06
    std = 0.020009807755021203
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.4178882697643417
    std = 0.7084700593856591
    data = None
    min_val = -0.9999985098838806
    max_val = 1.0
