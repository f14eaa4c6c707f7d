class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 18, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.614933266471864e-05
    std = 0.020057669666512644
    data = None
