class Program_weight_tensor_meta_normed_hidden_states:
    name = "normed_hidden_states"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004669919768386932
    std = 0.99998417284916
    data = None
    min_val = -4.236659049987793
    max_val = 4.086352825164795


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_"
    shape = [384, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.1670337908577816e-05
    std = 0.005514379727584091
    data = None
