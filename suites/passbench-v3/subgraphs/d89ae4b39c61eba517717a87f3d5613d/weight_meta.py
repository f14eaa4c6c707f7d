class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 19, 12, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.002806001966435623
    std = 0.04484429079586805
    data = None
    min_val = -0.3592827320098877
    max_val = 0.28706657886505127


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.004
    data = None
