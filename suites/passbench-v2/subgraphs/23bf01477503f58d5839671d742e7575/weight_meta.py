class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_"
    shape = [1536]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_11:
    name = "view_11"
    shape = [31, 6144]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.007354570311243822
    std = 0.06974506631597867
    data = None
    min_val = -0.16690926253795624
    max_val = 0.4446415305137634


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_"
    shape = [6144, 1536]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.004
    data = None
