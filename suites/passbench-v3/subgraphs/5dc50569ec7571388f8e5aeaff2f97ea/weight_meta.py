class Program_weight_tensor_meta_x_79:
    name = "x_79"
    shape = [1, 112, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0378582266283042e-17
    std = 4.690515439774998e-15
    data = None
    min_val = -1.7810255155989267e-14
    max_val = 2.179494716755999e-14


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_mean_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_mean_"
    shape = [112]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_var_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_buffers_running_var_"
    shape = [112]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_weight_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_weight_"
    shape = [112]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_bias_:
    name = "L_self_modules_blocks_modules_4_modules_1_modules_bn3_parameters_bias_"
    shape = [112]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_x_71:
    name = "x_71"
    shape = [1, 112, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.1344103506308459e-13
    std = 1.804181418853814e-12
    data = None
    min_val = -7.85896001054276e-12
    max_val = 5.957535246375878e-12
