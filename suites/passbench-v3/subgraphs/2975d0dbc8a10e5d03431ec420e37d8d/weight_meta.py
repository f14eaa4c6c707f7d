class Program_weight_tensor_meta_mul_17:
    name = "mul_17"
    shape = [1, 20, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0013993141241371632
    std = 0.8158188761245003
    data = None
    min_val = -2.96875
    max_val = 3.328125


class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [512, 1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None
