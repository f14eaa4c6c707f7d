class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_parameters_gamma_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_121:
    name = "x_121"
    shape = [1, 256, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.3752847215287053e-05
    std = 0.0035861232019834327
    data = None
    min_val = -0.014597869478166103
    max_val = 0.01431523822247982


class Program_weight_tensor_meta_input_4:
    name = "input_4"
    shape = [1, 256, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00444183860047221
    std = 0.0896293909974945
    data = None
    min_val = -0.4022442400455475
    max_val = 0.2934764325618744
