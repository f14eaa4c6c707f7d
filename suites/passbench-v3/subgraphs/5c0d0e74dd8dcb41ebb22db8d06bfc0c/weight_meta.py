class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 18, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.6260517642832916e-05
    std = 0.01999013284449238
    data = None
