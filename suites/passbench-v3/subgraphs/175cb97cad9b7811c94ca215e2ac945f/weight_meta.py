class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 25, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0024558779593671387
    std = 0.7592842495316773
    data = None
    min_val = -3.2255775928497314
    max_val = 3.039707899093628


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003
    std = 0.109
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 25, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008802810190281889
    std = 0.2129753014499356
    data = None
    min_val = -0.8325223326683044
    max_val = 0.7931146621704102


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 25, 25]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 16, 25, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0006539401028067004
    std = 0.2087443872592933
    data = None
    min_val = -0.9645693302154541
    max_val = 0.8266782760620117
