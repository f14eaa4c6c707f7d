class Program_weight_tensor_meta_hidden_states_35:
    name = "hidden_states_35"
    shape = [1, 128, 8000]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.7367396579650567e-05
    std = 0.000161162601758027
    data = None
    min_val = -0.001208166009746492
    max_val = 0.0011350312270224094


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_weight_"
    shape = [128, 128, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.994228630142636e-05
    std = 0.020043244598245722
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_1_modules_res_unit3_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
