class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 128, 128, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.039871068196482354
    std = 0.0273344166345439
    data = None
    min_val = -0.09264376014471054
    max_val = 0.21514751017093658


class Program_weight_tensor_meta_hidden_states_13:
    name = "hidden_states_13"
    shape = [1, 128, 128, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.667368217435873e-06
    std = 0.003073334450824156
    data = None
    min_val = -0.01592974364757538
    max_val = 0.01549664605408907


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_layer_norm1_parameters_weight_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_layer_norm1_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
