class Program_weight_tensor_meta_input_132:
    name = "input_132"
    shape = [1, 784, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.0685453290218133e-07
    std = 4.623418092525486e-06
    data = None
    min_val = -2.5766208636923693e-05
    max_val = 3.118544555036351e-05


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_buffers_running_mean_"
    shape = [784]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_buffers_running_var_"
    shape = [784]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.9999999999999999
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_parameters_weight_"
    shape = [784]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.9999999999999999
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_a_modules_1_parameters_bias_"
    shape = [784]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
