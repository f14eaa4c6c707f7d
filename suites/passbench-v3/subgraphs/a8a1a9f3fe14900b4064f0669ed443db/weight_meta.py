class Program_weight_tensor_meta_x_59:
    name = "x_59"
    shape = [1, 128, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.8958311304450035e-09
    std = 1.002411295169011
    data = None
    min_val = -2.1486518383026123
    max_val = 2.968902349472046


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
