class Program_weight_tensor_meta_input_218:
    name = "input_218"
    shape = [1, 200, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -6.013135131294987e-28
    std = 3.027450574902202e-25
    data = None
    min_val = -1.3407658424916123e-24
    max_val = 1.4466196360967595e-24


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
    shape = [200]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
    shape = [200]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
    shape = [200]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
    shape = [200]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_210:
    name = "input_210"
    shape = [1, 200, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.480098816540899e-23
    std = 3.904732677881382e-21
    data = None
    min_val = -1.7727094450122262e-20
    max_val = 1.9374694443072977e-20
