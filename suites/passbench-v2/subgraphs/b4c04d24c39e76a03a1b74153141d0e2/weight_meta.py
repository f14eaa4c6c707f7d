class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0818297739116172e-09
    std = 1.0000000497015147
    data = None
    min_val = -4.224764347076416
    max_val = 4.359781265258789


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.690168995914346e-06
    std = 0.02001423671899935
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00010513245670444131
    std = 0.11064198845032104
    data = None
    min_val = -0.4752914309501648
    max_val = 0.49542659521102905
