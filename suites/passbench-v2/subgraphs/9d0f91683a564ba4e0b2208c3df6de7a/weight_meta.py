class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 128, 2000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004498695773755518
    std = 0.09055988703222498
    data = None


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [128, 64, 8]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00012769933166872742
    std = 0.025508152217689893
    data = None
    min_val = -0.11309708654880524
    max_val = 0.10284744948148727


class Program_weight_tensor_meta_L_self_modules_conv_parameters_bias_:
    name = "L_self_modules_conv_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
