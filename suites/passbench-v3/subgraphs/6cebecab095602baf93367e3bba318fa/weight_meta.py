class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 40, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0015533575644930409
    std = 0.7431727455645187
    data = None
    min_val = -2.809307098388672
    max_val = 2.7931199073791504


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.022
    data = None


class Program_weight_tensor_meta_key_states_4:
    name = "key_states_4"
    shape = [1, 40, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0017098310513034675
    std = 0.16412580812201483
    data = None
    min_val = -0.6231164336204529
    max_val = 0.6998069882392883
