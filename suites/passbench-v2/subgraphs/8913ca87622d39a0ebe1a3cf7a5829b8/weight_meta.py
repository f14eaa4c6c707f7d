class Program_weight_tensor_meta_input_77:
    name = "input_77"
    shape = [1, 896, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.662908535390198e-09
    std = 1.0216443437906902e-07
    data = None
    min_val = -4.3797388116217917e-07
    max_val = 4.542505678273301e-07


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_mean_"
    shape = [896]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_buffers_running_var_"
    shape = [896]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_weight_"
    shape = [896]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block3_modules_block3_0_modules_f_modules_c_modules_1_parameters_bias_"
    shape = [896]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_69:
    name = "input_69"
    shape = [1, 896, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.5374517729764198e-06
    std = 2.046228025684387e-05
    data = None
    min_val = -0.00011904342682100832
    max_val = 0.00012946638162247837
