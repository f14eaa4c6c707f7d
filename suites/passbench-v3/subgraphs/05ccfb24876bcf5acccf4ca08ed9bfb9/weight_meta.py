class Program_weight_tensor_meta_x_96:
    name = "x_96"
    shape = [1, 448, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.3422513709420936e-10
    std = 2.2612081208734558e-08
    data = None
    min_val = -9.573757608904998e-08
    max_val = 1.0874552458517428e-07


class Program_weight_tensor_meta_L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_weight_:
    name = "L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_weight_"
    shape = [112, 448, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00012030664341482681
    std = 0.020028271756725762
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_bias_:
    name = "L_self_modules_encoder_modules_network_modules_4_modules_blocks_modules_5_modules_linear_modules_fc2_parameters_bias_"
    shape = [112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
