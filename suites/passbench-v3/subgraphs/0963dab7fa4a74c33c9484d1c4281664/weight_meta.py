class Program_weight_tensor_meta_x_35:
    name = "x_35"
    shape = [1, 384, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00012983606785477698
    std = 0.01681206300739428
    data = None
    min_val = -0.0635862797498703
    max_val = 0.0850602462887764


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [96, 384, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
