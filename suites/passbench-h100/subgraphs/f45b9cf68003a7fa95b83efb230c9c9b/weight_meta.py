class Program_weight_tensor_meta_input_7:
    name = "input_7"
    shape = [1, 384, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.4778421439063365e-05
    std = 2.1707971928873057e-05
    data = None
    min_val = 0.0
    max_val = 0.0001889349368866533


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_3_parameters_weight_"
    shape = [192, 384, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1, 192, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.961382698710794e-06
    std = 0.0007741198158944802
    data = None
    min_val = -0.003520095953717828
    max_val = 0.0032697792630642653
