class Program_weight_tensor_meta_out_3:
    name = "out_3"
    shape = [1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.134902732630621e-06
    std = 0.7778343579679587
    data = None
    min_val = -2.4735829830169678
    max_val = 2.8590950965881348


class Program_weight_tensor_meta_out_4:
    name = "out_4"
    shape = [1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1242088406698478e-05
    std = 0.0002968374619025041
    data = None
    min_val = -0.0020790542475879192
    max_val = 0.0036614928394556046


class Program_weight_tensor_meta_L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_weight_:
    name = "L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_bias_:
    name = "L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
