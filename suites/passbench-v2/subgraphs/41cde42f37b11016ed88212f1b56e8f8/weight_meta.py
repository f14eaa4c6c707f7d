class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 201, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.5902150248206937e-05
    std = 0.019970648225415236
    data = None


class Program_weight_tensor_meta_dropout:
    name = "dropout"
    shape = [1, 201, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1829022951021296e-07
    std = 1.1721432773452118e-06
    data = None
    min_val = -3.6494511732598767e-06
    max_val = 3.9696451494819485e-06


class Program_weight_tensor_meta_L_self_modules_self_attn_layer_norm_parameters_weight_:
    name = "L_self_modules_self_attn_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_self_attn_layer_norm_parameters_bias_:
    name = "L_self_modules_self_attn_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_query_pos:
    name = "query_pos"
    shape = [1, 201, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0028057212317928394
    std = 0.01240721284289512
    data = None
    min_val = -0.052219610661268234
    max_val = 0.04446197301149368
