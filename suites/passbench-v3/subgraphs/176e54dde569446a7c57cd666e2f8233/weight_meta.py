class Program_weight_tensor_meta_normed_hidden_states:
    name = "normed_hidden_states"
    shape = [1, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.010303554690454853
    std = 0.9999419641490104
    data = None
    min_val = -4.286669731140137
    max_val = 4.487426280975342


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_LocalSelfAttention_modules_q_parameters_weight_:
    name = "L_args_0_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_LocalSelfAttention_modules_q_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.8145619125445366e-07
    std = 0.005514661138684049
    data = None
