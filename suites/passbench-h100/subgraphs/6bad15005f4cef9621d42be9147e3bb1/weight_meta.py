class Program_weight_tensor_meta_scale_25:
    name = "scale_25"
    shape = [1, 144, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0361856533961863e-19
    std = 9.083850450636615e-18
    data = None
    min_val = -4.963848651948655e-17
    max_val = 3.240727872988007e-17


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_weight_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_weight_"
    shape = [40, 144, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0010353919091345334
    std = 0.22359295548417116
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_bias_:
    name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_bias_"
    shape = [40]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
