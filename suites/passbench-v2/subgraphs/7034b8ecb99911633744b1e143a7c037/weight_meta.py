class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_parameters_gamma_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_69:
    name = "x_69"
    shape = [1, 128, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00026111618511492907
    std = 0.0016613653381522522
    data = None
    min_val = -0.006043640896677971
    max_val = 0.006994429975748062


class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 128, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005507199962378262
    std = 0.06592714240134057
    data = None
    min_val = -0.22491322457790375
    max_val = 0.20874398946762085
