class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 15, 16, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0004275777142257316
    std = 0.006659997541421653
    data = None
    min_val = -0.02197883278131485
    max_val = 0.02363457903265953


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
