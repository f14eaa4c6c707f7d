class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_"
    shape = [1, 64, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_hidden_states_147:
    name = "hidden_states_147"
    shape = [1, 64, 16000]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00013952557945844034
    std = 0.0021444734298208686
    data = None
    min_val = -0.013976682908833027
    max_val = 0.013308358378708363
