class Program_weight_tensor_meta_hidden_states_17:
    name = "hidden_states_17"
    shape = [1, 18, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.7446929497829706e-10
    std = 1.0000311386310412
    data = None
    min_val = -4.47088623046875
    max_val = 4.0213093757629395


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
