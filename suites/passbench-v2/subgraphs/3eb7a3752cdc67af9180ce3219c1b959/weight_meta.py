class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 128, 8000]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.7361071591912315e-05
    std = 0.0001611520265847234
    data = None
    min_val = -0.0012056473642587662
    max_val = 0.0011337526375427842


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_:
    name = "L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_weight_"
    shape = [128, 128, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.799035980389247e-05
    std = 0.020039158514700797
    data = None


class Program_weight_tensor_meta_L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_:
    name = "L_self_modules_block_modules_1_modules_res_unit2_modules_conv1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
