class Program_weight_tensor_meta_hidden_states_17:
    name = "hidden_states_17"
    shape = [1, 15, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.6779114743221726e-08
    std = 0.9997764356772009
    data = None
    min_val = -3.3842508792877197
    max_val = 3.798301935195923


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
