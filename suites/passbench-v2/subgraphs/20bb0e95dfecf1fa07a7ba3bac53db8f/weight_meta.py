class Program_weight_tensor_meta_input_25:
    name = "input_25"
    shape = [1, 144, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 3.7215386014144363e-07
    std = 2.681042484673902e-06
    data = None
    min_val = -1.1051564797526225e-05
    max_val = 1.1641939636319876e-05


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_mean_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_var_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_weight_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_bias_"
    shape = [144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_17:
    name = "input_17"
    shape = [1, 144, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -4.636794628364544e-05
    std = 0.0003498596422234551
    data = None
    min_val = -0.0017918262165039778
    max_val = 0.0020301949698477983
