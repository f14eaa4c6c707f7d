class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 22, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001500846609828622
    std = 0.6865072290691362
    data = None
    min_val = -2.3339922428131104
    max_val = 2.9430198669433594


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.027
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 22, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007549857230783759
    std = 0.162715034866021
    data = None
    min_val = -0.6435403823852539
    max_val = 0.6148871779441833


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 22, 22]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
