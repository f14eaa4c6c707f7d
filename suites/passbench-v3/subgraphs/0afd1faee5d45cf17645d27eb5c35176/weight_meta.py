class Program_weight_tensor_meta_hidden_states_windows_6:
    name = "hidden_states_windows_6"
    shape = [4, 49, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.2306656839126457e-09
    std = 1.9300530744841222
    data = None
    min_val = -8.365459442138672
    max_val = 8.546732902526855


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_modules_key_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.060165133086611e-05
    std = 0.01996257514127864
    data = None
