class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 18, 12, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00029670956464794356
    std = 0.038787287243500446
    data = None
    min_val = -0.24060600996017456
    max_val = 0.28656864166259766


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
