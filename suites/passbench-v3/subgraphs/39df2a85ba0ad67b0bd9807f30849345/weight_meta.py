class Program_weight_tensor_meta_hidden_states_43:
    name = "hidden_states_43"
    shape = [1, 784, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.44572527317743e-10
    std = 1.0000049335532328
    data = None
    min_val = -4.327942371368408
    max_val = 4.316586017608643


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
    shape = [256, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0002803219881742716
    std = 0.020226069635498493
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
