class Program_weight_tensor_meta_hidden_states_75:
    name = "hidden_states_75"
    shape = [1, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0008077728505755388
    std = 1.000007257940362
    data = None
    min_val = -4.657314777374268
    max_val = 4.24683141708374


class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.081063184200837e-05
    std = 0.020073314108161794
    data = None
