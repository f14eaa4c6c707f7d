class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.206087320501022e-10
    std = 1.0000000550964177
    data = None
    min_val = -4.230962753295898
    max_val = 4.379339218139648


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.5090691038062625e-05
    std = 0.01998733625297136
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00014501440423290526
    std = 0.11065031388824054
    data = None
    min_val = -0.4990825355052948
    max_val = 0.523882269859314
