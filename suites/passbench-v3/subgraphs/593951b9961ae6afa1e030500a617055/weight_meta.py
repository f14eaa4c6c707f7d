class Program_weight_tensor_meta_hidden_states_111:
    name = "hidden_states_111"
    shape = [1, 49, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1076380991542057e-09
    std = 1.0000348295213342
    data = None
    min_val = -3.447556495666504
    max_val = 4.06301736831665


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.214096087396804e-05
    std = 0.019961893164697004
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
