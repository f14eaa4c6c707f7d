class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_:
    name = "L_self_modules_decoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_"
    shape = [1, 384, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_111:
    name = "hidden_states_111"
    shape = [1, 384, 1984]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.242605208598456e-05
    std = 0.0015196100239859075
    data = None
    min_val = -0.004537849687039852
    max_val = 0.005828408524394035
