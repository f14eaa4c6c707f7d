class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 128, 128, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.03987147245640638
    std = 0.027332671696750403
    data = None
    min_val = -0.09235537052154541
    max_val = 0.21577483415603638


class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 128, 128, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.0425910428738666e-07
    std = 0.00027298853426825864
    data = None
    min_val = -0.001327820704318583
    max_val = 0.001393665443174541


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_1_modules_layer_norm2_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
