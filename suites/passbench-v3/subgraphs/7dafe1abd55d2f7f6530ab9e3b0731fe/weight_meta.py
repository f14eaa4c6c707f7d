class Program_weight_tensor_meta_hidden_states_13:
    name = "hidden_states_13"
    shape = [1, 13, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.721669809937549e-09
    std = 1.000070101744644
    data = None
    min_val = -3.542353630065918
    max_val = 3.5103187561035156


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 13, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00027824170944348647
    std = 0.09037287038435936
    data = None
    min_val = -0.3625100553035736
    max_val = 0.3625216782093048
