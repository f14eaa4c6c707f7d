class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_"
    shape = [1, 128, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_168:
    name = "hidden_states_168"
    shape = [1, 128, 2000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.2122840829607037e-06
    std = 0.00027631052496326463
    data = None
    min_val = -0.0014304271899163723
    max_val = 0.001448064693249762
