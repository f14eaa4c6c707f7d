class Program_weight_tensor_meta_input_35:
    name = "input_35"
    shape = [1, 448, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.532617993118195e-08
    std = 1.1291185773281004e-06
    data = None
    min_val = -5.172175860934658e-06
    max_val = 5.549416982830735e-06


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_mean_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_mean_"
    shape = [448]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_var_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_buffers_running_var_"
    shape = [448]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_weight_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_weight_"
    shape = [448]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_bias_:
    name = "L_self_modules_trunk_output_modules_block2_modules_block2_0_modules_f_modules_c_modules_1_parameters_bias_"
    shape = [448]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_27:
    name = "input_27"
    shape = [1, 448, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.6091013868593555e-06
    std = 0.0001429753552417725
    data = None
    min_val = -0.0009541424224153161
    max_val = 0.0008737550815567374
