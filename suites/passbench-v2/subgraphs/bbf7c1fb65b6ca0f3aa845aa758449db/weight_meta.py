class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0017409246082407126
    std = 0.7975255562513109
    data = None
    min_val = -3.4992034435272217
    max_val = 3.575706720352173


class Program_weight_tensor_meta_L_args_0_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_args_0_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.118554942347691e-06
    std = 0.02001175628015499
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.503766383940274
    std = 0.680322356948278
    data = None
    min_val = -1.0
    max_val = 1.0
