class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_snake1_parameters_alpha_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_snake1_parameters_alpha_"
    shape = [1, 1536, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_87:
    name = "hidden_states_87"
    shape = [1, 1536, 31]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1185595325875988e-07
    std = 4.523807204432665e-05
    data = None
    min_val = -0.0001848414249252528
    max_val = 0.0001872854627436027
