class Program_weight_tensor_meta_L_self_modules_decoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_:
    name = "L_self_modules_decoder_modules_block_modules_0_modules_res_unit1_modules_snake1_parameters_alpha_"
    shape = [1, 768, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_90:
    name = "hidden_states_90"
    shape = [1, 768, 248]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00015522422859950652
    std = 0.0009603312382362799
    data = None
    min_val = -0.0032986898440867662
    max_val = 0.002979160286486149
