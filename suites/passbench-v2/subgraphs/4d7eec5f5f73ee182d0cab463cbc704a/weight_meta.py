class Program_weight_tensor_meta_permute_11:
    name = "permute_11"
    shape = [1, 32, 4, 32, 4, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.5908567133879677e-05
    std = 0.0009030311657070051
    data = None
    min_val = -0.004353235475718975
    max_val = 0.00431099534034729


class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 128, 128, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.03986440082816082
    std = 0.027553295543133714
    data = None
    min_val = -0.09673264622688293
    max_val = 0.2177163064479828


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_weight_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_2_modules_layer_norm2_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
