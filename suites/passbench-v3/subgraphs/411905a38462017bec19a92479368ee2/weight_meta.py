class Program_weight_tensor_meta_attn_output_9:
    name = "attn_output_9"
    shape = [1, 31, 12, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0025067174913581095
    std = 0.07297136648431751
    data = None
    min_val = -0.4973981976509094
    max_val = 0.52549809217453


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_"
    shape = [1536, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.004
    data = None
