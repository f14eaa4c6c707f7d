class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 36, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.008494445328324489
    std = 0.7140856218522088
    data = None
    min_val = -2.826280117034912
    max_val = 2.799307346343994


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 36, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0005564861637168406
    std = 0.19268653286788415
    data = None
    min_val = -0.7660863995552063
    max_val = 0.828137218952179


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 36, 36]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
