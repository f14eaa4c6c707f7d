class Program_weight_tensor_meta_hidden_states_50:
    name = "hidden_states_50"
    shape = [1, 256, 1000]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.679845249947288e-06
    std = 2.954886954973251e-05
    data = None
    min_val = -0.00014660584565717727
    max_val = 0.00013951760774943978


class Program_weight_tensor_meta_L_self_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [256, 256, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.7165381312085986e-05
    std = 0.02000600370910262
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_2_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
