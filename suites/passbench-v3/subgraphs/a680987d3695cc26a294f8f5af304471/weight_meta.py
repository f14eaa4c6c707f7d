class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_"
    shape = [4608]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_13:
    name = "view_13"
    shape = [31, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.229387293563074e-10
    std = 0.9180253838803731
    data = None
    min_val = -3.5208756923675537
    max_val = 3.8198397159576416


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_"
    shape = [1536, 4608]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None
