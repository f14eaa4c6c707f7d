class Program_weight_tensor_meta_hidden_states_114:
    name = "hidden_states_114"
    shape = [1, 18817, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0013808606991701736
    std = 0.06690479631788337
    data = None
    min_val = -0.32943642139434814
    max_val = 0.3855019807815552


class Program_weight_tensor_meta_hidden_states_119:
    name = "hidden_states_119"
    shape = [1, 18817, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.136569593056982e-05
    std = 0.012070108341191677
    data = None
    min_val = -0.06012389808893204
    max_val = 0.05800359696149826


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_layernorm_parameters_weight_:
    name = "L_self_modules_timesformer_modules_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_layernorm_parameters_bias_:
    name = "L_self_modules_timesformer_modules_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
