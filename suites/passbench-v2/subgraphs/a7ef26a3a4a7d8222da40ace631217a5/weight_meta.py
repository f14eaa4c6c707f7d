class Program_weight_tensor_meta_input_77:
    name = "input_77"
    shape = [1, 1232, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -2.7896959408028844e-09
    std = 1.5206346578327063e-07
    data = None
    min_val = -7.269381967489608e-07
    max_val = 6.65889160700317e-07


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_mean_"
    shape = [1232]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_var_"
    shape = [1232]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_weight_"
    shape = [1232]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_bias_"
    shape = [1232]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_69:
    name = "input_69"
    shape = [1, 1232, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 6.890003646210992e-07
    std = 2.1440730218730773e-05
    data = None
    min_val = -0.00013443114585243165
    max_val = 0.00014289093087427318
