class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1437680313974852e-09
    std = 1.0000079983817047
    data = None
    min_val = -4.457035541534424
    max_val = 3.900722026824951


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.4627973839280808e-06
    std = 0.007355394880824476
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_queries_2:
    name = "queries_2"
    shape = [1, 50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.493282272524842e-06
    std = 0.04063194683701
    data = None
    min_val = -0.16977152228355408
    max_val = 0.18278850615024567


class Program_weight_tensor_meta_keys_2:
    name = "keys_2"
    shape = [1, 50, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00012656467255889463
    std = 0.041060793724074174
    data = None
    min_val = -0.17443954944610596
    max_val = 0.18977275490760803
