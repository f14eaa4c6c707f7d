class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_53:
    name = "x_53"
    shape = [1, 128, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.05101166031004e-05
    std = 0.0005840011179890392
    data = None
    min_val = -0.002876007230952382
    max_val = 0.0025618968065828085


class Program_weight_tensor_meta_input_4:
    name = "input_4"
    shape = [1, 128, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00015969060191820266
    std = 0.07886801592068658
    data = None
    min_val = -0.2792648673057556
    max_val = 0.3611432611942291
