class Program_weight_tensor_meta_input_11:
    name = "input_11"
    shape = [1, 384, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.5130425784922e-05
    std = 2.2121190521383846e-05
    data = None
    min_val = 0.0
    max_val = 0.00017564542940817773


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_3_parameters_weight_"
    shape = [192, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x_5:
    name = "x_5"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -5.065103131911416e-06
    std = 0.0007741013416875622
    data = None
    min_val = -0.0035217334516346455
    max_val = 0.003267911495640874
