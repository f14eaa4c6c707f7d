class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 15, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 1.0
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states_6:
    name = "key_states_6"
    shape = [1, 15, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00018020838942997368
    std = 0.02554844282665507
    data = None
    min_val = -0.09864772111177444
    max_val = 0.10380663722753525
