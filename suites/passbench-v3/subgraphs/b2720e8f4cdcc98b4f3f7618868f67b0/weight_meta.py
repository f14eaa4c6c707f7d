class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake2_parameters_alpha_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_0_modules_res_unit1_modules_snake2_parameters_alpha_"
    shape = [1, 64, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_hidden_states_150:
    name = "hidden_states_150"
    shape = [1, 64, 16000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.614509486695115e-06
    std = 0.00018241373012675607
    data = None
    min_val = -0.0011147585464641452
    max_val = 0.0012653677258640528
