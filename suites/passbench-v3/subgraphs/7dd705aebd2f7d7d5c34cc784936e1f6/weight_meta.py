class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 31, 12, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0004930592732537954
    std = 0.06325814798449463
    data = None
    min_val = -0.42244255542755127
    max_val = 0.5663681030273438


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_"
    shape = [1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_"
    shape = [1536, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.004
    data = None
