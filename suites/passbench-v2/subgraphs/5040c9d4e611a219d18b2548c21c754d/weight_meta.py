class Program_weight_tensor_meta_transpose_2:
    name = "transpose_2"
    shape = [1, 3136, 1, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00037426145264148823
    std = 0.0032605551134004323
    data = None
    min_val = -0.005383407697081566
    max_val = 0.006469672545790672


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00011299309027812399
    std = 0.02046193088621131
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_proj_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
