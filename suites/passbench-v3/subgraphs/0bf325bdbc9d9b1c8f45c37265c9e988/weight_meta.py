class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 38, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002987081179690481
    std = 0.8148753400922536
    data = None
    min_val = -3.2493984699249268
    max_val = 3.206372022628784


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.017
    data = None


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 38, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0036545184551402456
    std = 0.17361544999178907
    data = None
    min_val = -0.6820722222328186
    max_val = 0.7235807776451111


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 38, 38]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
