class Program_weight_tensor_meta_input_68:
    name = "input_68"
    shape = [1, 144, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.180927951287204e-20
    std = 5.607364020435939e-18
    data = None
    min_val = -4.2933939500560496e-17
    max_val = 3.125407976814029e-17


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [48, 144, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0025158012055369315
    std = 0.20239592655788138
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [48]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_input_61:
    name = "input_61"
    shape = [1, 48, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 2.280769299937568e-15
    std = 1.05398492867104e-14
    data = None
    min_val = -2.936188550867018e-14
    max_val = 4.003113961733966e-14
