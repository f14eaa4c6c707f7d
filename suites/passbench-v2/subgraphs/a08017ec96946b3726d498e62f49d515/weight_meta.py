class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_13:
    name = "x_13"
    shape = [1, 32, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0003250494962740583
    std = 0.0008678701371423861
    data = None
    min_val = -0.0030729721765965223
    max_val = 0.002317362930625677


class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1, 32, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.2038184179507978
    std = 0.9998477585414706
    data = None
    min_val = -2.5223653316497803
    max_val = 4.7885284423828125
