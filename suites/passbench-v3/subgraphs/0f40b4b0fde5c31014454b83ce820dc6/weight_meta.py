class Program_weight_tensor_meta_mul_91:
    name = "mul_91"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.024856554064899682
    std = 0.9860807384302102
    data = None
    min_val = -3.71875
    max_val = 3.6875


class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None
