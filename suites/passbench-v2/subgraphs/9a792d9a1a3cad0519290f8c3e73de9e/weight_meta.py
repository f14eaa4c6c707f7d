class Program_weight_tensor_meta_input_135:
    name = "input_135"
    shape = [1, 784, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.0996364448697663e-10
    std = 1.2482620909683836e-07
    data = None
    min_val = -6.125346772023477e-07
    max_val = 6.641079153268947e-07


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_buffers_running_mean_"
    shape = [784]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_buffers_running_var_"
    shape = [784]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.9999999999999999
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_parameters_weight_"
    shape = [784]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.9999999999999999
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_b_modules_1_parameters_bias_"
    shape = [784]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
