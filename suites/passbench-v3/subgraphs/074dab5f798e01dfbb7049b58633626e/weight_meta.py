class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 18, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 18, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00015609954972348902
    std = 0.022030246405178408
    data = None
    min_val = -0.08783326297998428
    max_val = 0.08554816246032715


class Program_weight_tensor_meta_encoder_attention_mask:
    name = "encoder_attention_mask"
    shape = [1, 1, 18, 18]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
