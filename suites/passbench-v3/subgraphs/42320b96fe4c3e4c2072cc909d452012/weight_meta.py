class Program_weight_tensor_meta_input_116:
    name = "input_116"
    shape = [1, 7, 7, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.12699571584631997
    std = 0.06753215760855302
    data = None
    min_val = -0.16997122764587402
    max_val = 0.46214213967323303


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_weight_"
    shape = [1024, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.055
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_0_modules_mlp_modules_3_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.757
    data = None
