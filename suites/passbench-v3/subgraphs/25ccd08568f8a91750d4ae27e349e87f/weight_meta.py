class Program_weight_tensor_meta_x_393:
    name = "x_393"
    shape = [1, 2816, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.05810072653647e-12
    std = 0.0032904087304760975
    data = None
    min_val = -0.06820393353700638
    max_val = 0.06247720494866371


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_3_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_weight_"
    shape = [2816, 2816, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_3_modules_blocks_modules_0_modules_modulation_modules_proj_parameters_bias_"
    shape = [2816]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
