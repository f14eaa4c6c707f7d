class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004596838562110061
    std = 0.8777836402101774
    data = None
    min_val = -3.2251391410827637
    max_val = 3.3577394485473633


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_model_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002
    std = 0.081
    data = None


class Program_weight_tensor_meta_key_states_8:
    name = "key_states_8"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009037201613955404
    std = 0.23759898182499273
    data = None
    min_val = -0.9273306131362915
    max_val = 0.9066126942634583


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 20, 20]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 16, 20, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004680283396881179
    std = 0.2342166878211201
    data = None
    min_val = -0.896240770816803
    max_val = 0.9371153712272644
