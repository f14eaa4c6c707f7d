class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_bias_"
    shape = [4608]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_101:
    name = "view_101"
    shape = [31, 1536]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.7318360938871122e-09
    std = 0.9840020890613492
    data = None
    min_val = -4.104846477508545
    max_val = 4.191684246063232


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_9_modules_attn_modules_c_attn_parameters_weight_"
    shape = [1536, 4608]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None
