class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.41239475313652e-10
    std = 0.9882103555368289
    data = None
    min_val = -5.157106876373291
    max_val = 4.807627201080322


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.1432086701385997e-05
    std = 0.02001029922993618
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
