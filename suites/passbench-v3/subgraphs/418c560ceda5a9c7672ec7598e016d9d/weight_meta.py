class Program_weight_tensor_meta_hidden_states_23:
    name = "hidden_states_23"
    shape = [1, 128, 8000]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.735392875752019e-05
    std = 0.00016117797893839647
    data = None
    min_val = -0.0012038316344842315
    max_val = 0.001132760546170175


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_weight_"
    shape = [128, 128, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.713352264737986e-05
    std = 0.019985702659904563
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_1_modules_res_unit1_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
