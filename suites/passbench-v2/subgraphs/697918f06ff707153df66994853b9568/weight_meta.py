class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
    shape = [6144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_view_9:
    name = "view_9"
    shape = [31, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.1777172737634383e-09
    std = 0.8790681264993161
    data = None
    min_val = -3.646690607070923
    max_val = 3.5360543727874756


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
    shape = [1536, 6144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None
