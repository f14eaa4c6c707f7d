class Program_weight_tensor_meta_input_139:
    name = "input_139"
    shape = [1, 784, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -6.915663032203766e-10
    std = 1.2423157427941594e-08
    data = None
    min_val = -5.409171777159827e-08
    max_val = 5.3133611288558313e-08


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_buffers_running_mean_"
    shape = [784]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_buffers_running_var_"
    shape = [784]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.9999999999999999
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_parameters_weight_"
    shape = [784]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.9999999999999999
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block4_modules_block4_0_modules_f_modules_c_modules_1_parameters_bias_"
    shape = [784]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_131:
    name = "input_131"
    shape = [1, 784, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.955565460435233e-07
    std = 4.3951462287210775e-06
    data = None
    min_val = -2.4864470105967484e-05
    max_val = 2.4473496523569338e-05
