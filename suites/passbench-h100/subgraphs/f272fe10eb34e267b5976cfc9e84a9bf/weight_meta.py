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


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
    shape = [128, 1, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
