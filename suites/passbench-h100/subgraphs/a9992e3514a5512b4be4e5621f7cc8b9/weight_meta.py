class Program_weight_tensor_meta_input_32:
    name = "input_32"
    shape = [1, 96, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.2923160094553185e-12
    std = 1.0918419619375235e-10
    data = None
    min_val = -7.84380949081509e-10
    max_val = 4.722396917955507e-10


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_0_parameters_weight_"
    shape = [40, 96, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0006372256773374829
    std = 0.2223361836753855
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [40]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [40]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [40]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [40]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
