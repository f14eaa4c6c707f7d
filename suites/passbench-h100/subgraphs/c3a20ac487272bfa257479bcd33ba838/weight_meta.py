class Program_weight_tensor_meta_input_51:
    name = "input_51"
    shape = [1, 1536, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 5.209285279011417e-07
    std = 7.488865105246376e-07
    data = None
    min_val = 0.0
    max_val = 5.655830136674922e-06


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_1_modules_mlp_modules_3_parameters_weight_"
    shape = [768, 1536, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x_27:
    name = "x_27"
    shape = [1, 768, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.2728305598698276e-07
    std = 1.3127947984229674e-05
    data = None
    min_val = -5.9076362958876416e-05
    max_val = 5.5133110436145216e-05
