class Program_weight_tensor_meta_input_45:
    name = "input_45"
    shape = [1, 448, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.9267608587512066e-08
    std = 2.1300226469824324e-07
    data = None
    min_val = -9.95009486359777e-07
    max_val = 9.173714374810515e-07


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_buffers_running_mean_"
    shape = [448]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_buffers_running_var_"
    shape = [448]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_parameters_weight_"
    shape = [448]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_c_modules_1_parameters_bias_"
    shape = [448]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_37:
    name = "input_37"
    shape = [1, 448, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 5.796972520831591e-05
    std = 8.7475604274134e-05
    data = None
    min_val = 0.0
    max_val = 0.00087216857355088
