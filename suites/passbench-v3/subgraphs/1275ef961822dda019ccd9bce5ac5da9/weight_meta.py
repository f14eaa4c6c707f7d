class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 21, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0026651208416180474
    std = 0.8737131740212114
    data = None
    min_val = -3.626619338989258
    max_val = 3.3703231811523438


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.044
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 21, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0008717350073557858
    std = 0.23221848542416368
    data = None
    min_val = -0.9652165770530701
    max_val = 0.8505005836486816


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 21, 21]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 21, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.006120627875783872
    std = 0.2339736722774288
    data = None
    min_val = -0.8482646346092224
    max_val = 0.8691486716270447
