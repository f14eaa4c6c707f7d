class Program_weight_tensor_meta_hidden_states_44:
    name = "hidden_states_44"
    shape = [1, 256, 1000]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.6789196357261115e-06
    std = 2.9546047635448227e-05
    data = None
    min_val = -0.0001460398780182004
    max_val = 0.00013933313312008977


class Program_weight_tensor_meta_L_self_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_weight_"
    shape = [256, 256, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.470080198905721e-05
    std = 0.020016236476064604
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_2_modules_res_unit1_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
