class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_"
    shape = [2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_13:
    name = "view_13"
    shape = [19, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.1066115294277696e-09
    std = 0.8865186415394427
    data = None
    min_val = -3.7731449604034424
    max_val = 3.605663299560547


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_"
    shape = [768, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None
