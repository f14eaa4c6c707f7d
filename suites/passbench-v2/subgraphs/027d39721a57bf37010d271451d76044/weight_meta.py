class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_parameters_gamma_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_parameters_gamma_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_41:
    name = "x_41"
    shape = [1, 64, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.8851382293221436e-05
    std = 0.0008214707912417335
    data = None
    min_val = -0.0034480178728699684
    max_val = 0.002742412034422159


class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 64, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0024898612139654386
    std = 0.07149496137784285
    data = None
    min_val = -0.27504250407218933
    max_val = 0.2770577073097229
