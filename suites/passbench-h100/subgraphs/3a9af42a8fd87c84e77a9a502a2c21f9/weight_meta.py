class Program_weight_tensor_meta_input_43:
    name = "input_43"
    shape = [1, 768, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.496991462225495e-06
    std = 3.5546091682360482e-06
    data = None
    min_val = 0.0
    max_val = 2.7393163691158406e-05


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_7_modules_mlp_modules_3_parameters_weight_"
    shape = [384, 768, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x_22:
    name = "x_22"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.1249969152392467e-06
    std = 8.377146943273854e-05
    data = None
    min_val = -0.00035432452568784356
    max_val = 0.00040515666478313506
