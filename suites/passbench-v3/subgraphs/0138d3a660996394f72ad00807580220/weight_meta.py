class Program_weight_tensor_meta_x_14:
    name = "x_14"
    shape = [1, 32, 32, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.07685561181783328
    std = 0.0564859522805289
    data = None
    min_val = -0.16864410042762756
    max_val = 0.39118489623069763


class Program_weight_tensor_meta_hidden_states_69:
    name = "hidden_states_69"
    shape = [1, 32, 32, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.112832269146473e-06
    std = 0.0021176606096913577
    data = None
    min_val = -0.007964606396853924
    max_val = 0.007924404926598072


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_blocks_modules_10_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_blocks_modules_10_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_blocks_modules_10_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
