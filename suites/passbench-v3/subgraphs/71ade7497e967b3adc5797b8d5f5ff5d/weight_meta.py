class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 15, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.8949784791620914e-09
    std = 0.999759634415941
    data = None
    min_val = -3.2971999645233154
    max_val = 3.572415590286255


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
