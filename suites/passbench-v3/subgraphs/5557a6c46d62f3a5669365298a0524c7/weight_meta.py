class Program_weight_tensor_meta_input_389:
    name = "input_389"
    shape = [1, 576, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.7592099644003525e-36
    std = 4.697249530193667e-34
    data = None
    min_val = -2.320788231391035e-33
    max_val = 2.085915827560103e-33


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [576]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_381:
    name = "input_381"
    shape = [1, 576, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.077558727458695e-32
    std = 1.0404759401114393e-29
    data = None
    min_val = -5.080603795146636e-29
    max_val = 4.504959584803197e-29
