class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 33, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00014097361896578818
    std = 0.8471924096163655
    data = None
    min_val = -3.2955048084259033
    max_val = 3.1240241527557373


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
    mean = 0.002
    std = 0.035
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 33, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0005531100097165405
    std = 0.209164104185367
    data = None
    min_val = -0.8936852812767029
    max_val = 0.8116905093193054


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 33, 33]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 8, 33, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.004644783793241224
    std = 0.21025043540037777
    data = None
    min_val = -0.8079153299331665
    max_val = 0.9216101765632629
