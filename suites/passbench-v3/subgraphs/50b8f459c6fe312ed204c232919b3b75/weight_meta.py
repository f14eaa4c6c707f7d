class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 22, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 7.117209448055787e-10
    std = 0.7697219571518386
    data = None
    min_val = -2.1995792388916016
    max_val = 2.104240655899048


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [16, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
