class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 134, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.386894227985593e-09
    std = 1.0000030801849265
    data = None
    min_val = -4.336032867431641
    max_val = 4.45230770111084


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.990643914448001e-05
    std = 0.01997890439448312
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 134, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.49837735456843696
    std = 0.6822531209579437
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 134, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.16466692901640068
    std = 0.5090383049257707
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
