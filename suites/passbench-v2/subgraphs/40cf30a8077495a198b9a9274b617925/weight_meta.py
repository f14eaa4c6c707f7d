class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1106703897138533e-09
    std = 0.8724889536688251
    data = None
    min_val = -3.837752342224121
    max_val = 3.7352449893951416


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.072616888357552e-06
    std = 0.009004934498568732
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0004649599992010173
    std = 0.03565240595651704
    data = None
    min_val = -0.15545114874839783
    max_val = 0.14804154634475708


class Program_weight_tensor_meta_keys:
    name = "keys"
    shape = [1, 77, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.293199841641801e-06
    std = 0.03563059646361464
    data = None
    min_val = -0.1489010751247406
    max_val = 0.14133776724338531
