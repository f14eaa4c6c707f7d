class Program_weight_tensor_meta_L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_snake1_parameters_alpha_:
    name = "L_self_modules_acoustic_encoder_modules_block_modules_2_modules_res_unit1_modules_snake1_parameters_alpha_"
    shape = [1, 256, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_189:
    name = "hidden_states_189"
    shape = [1, 256, 400]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.891091976847671e-07
    std = 3.928080466376369e-05
    data = None
    min_val = -0.00017848124844022095
    max_val = 0.0001610812614671886
