class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 13, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 13, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0005056951074012572
    std = 0.01799403127083136
    data = None
    min_val = -0.07309191673994064
    max_val = 0.06622502207756042


class Program_weight_tensor_meta_encoder_attention_mask:
    name = "encoder_attention_mask"
    shape = [1, 1, 13, 13]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
