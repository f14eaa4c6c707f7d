class Program_weight_tensor_meta_x_417:
    name = "x_417"
    shape = [1, 11264, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.016505360197269957
    std = 0.1084133424979667
    data = None
    min_val = -0.16997121274471283
    max_val = 0.871014416217804


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
    shape = [2816, 11264, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_3_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
    shape = [2816]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
