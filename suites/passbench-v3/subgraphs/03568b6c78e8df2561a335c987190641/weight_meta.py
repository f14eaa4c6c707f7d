class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 1214, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.8100358491379114e-10
    std = 0.9991764697505463
    data = None
    min_val = -4.76399564743042
    max_val = 4.639256954193115


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.811047085167761e-05
    std = 0.019995754939066395
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
