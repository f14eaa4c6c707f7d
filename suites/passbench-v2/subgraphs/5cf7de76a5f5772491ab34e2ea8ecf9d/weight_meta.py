class Program_weight_tensor_meta_input_143:
    name = "input_143"
    shape = [1, 896, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.631857483909685e-08
    std = 2.1741309711994074e-07
    data = None
    min_val = -1.1376306474630837e-06
    max_val = 1.052322090799862e-06


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_buffers_running_mean_"
    shape = [896]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_buffers_running_var_"
    shape = [896]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_parameters_weight_"
    shape = [896]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_7_modules_f_modules_b_modules_1_parameters_bias_"
    shape = [896]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
