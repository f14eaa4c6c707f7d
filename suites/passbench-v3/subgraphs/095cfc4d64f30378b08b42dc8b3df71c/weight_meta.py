class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 900, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.0669360642797427e-10
    std = 0.783926256677381
    data = None
    min_val = -3.723544120788574
    max_val = 3.6138947010040283


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 900, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.2595984602408292e-06
    std = 6.896898140339145e-05
    data = None
    min_val = -0.00016673227946739644
    max_val = 0.00018491539231035858


class Program_weight_tensor_meta_L_self_modules_encoder_attn_text_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_attn_text_layer_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_attn_text_layer_norm_parameters_bias_:
    name = "L_self_modules_encoder_attn_text_layer_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
