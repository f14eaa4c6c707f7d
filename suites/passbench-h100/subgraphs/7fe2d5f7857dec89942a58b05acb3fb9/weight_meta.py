class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 64, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0014718607801093677
    std = 0.040740701845805846
    data = None
    min_val = -0.15534654259681702
    max_val = 0.16301190853118896


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
    shape = [64, 1, 5, 5]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
