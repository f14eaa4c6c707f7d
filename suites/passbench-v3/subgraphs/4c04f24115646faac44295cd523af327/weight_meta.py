class Program_weight_tensor_meta_hidden_states_25:
    name = "hidden_states_25"
    shape = [1, 13, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.2642657663359738e-09
    std = 1.000070097169302
    data = None
    min_val = -3.5427732467651367
    max_val = 3.5151255130767822


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 13, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0015270034020711766
    std = 0.089677485297135
    data = None
    min_val = -0.36308059096336365
    max_val = 0.34313371777534485
