class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 197, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0030367542835294287
    std = 0.039383198730337014
    data = None
    min_val = -0.13711906969547272
    max_val = 0.24090935289859772


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
