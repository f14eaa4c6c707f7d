class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 18, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.790731761911755e-10
    std = 0.7811399361894641
    data = None
    min_val = -3.498532295227051
    max_val = 3.119595766067505


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
