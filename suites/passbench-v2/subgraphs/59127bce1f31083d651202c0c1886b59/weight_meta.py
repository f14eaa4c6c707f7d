class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 1500, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.0480454731916685e-09
    std = 0.9830813956236109
    data = None
    min_val = -4.754148483276367
    max_val = 4.520329475402832


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.5352656869270746e-05
    std = 0.019999844345088454
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
