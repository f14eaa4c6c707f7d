class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 1500, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.711742919975374e-10
    std = 0.8911500152974365
    data = None
    min_val = -4.231961250305176
    max_val = 4.424264907836914


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.1682471173999305e-06
    std = 0.020005979500131145
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_"
    shape = [1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
