class Program_weight_tensor_meta_input_3:
    name = "input_3"
    shape = [1, 96, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00436281518010423
    std = 0.06677286064558555
    data = None
    min_val = -0.27889859676361084
    max_val = 0.23600594699382782


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
    shape = [96, 1, 5, 5]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
