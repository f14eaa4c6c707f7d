class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.0492900005295596e-10
    std = 1.00000504864636
    data = None
    min_val = -4.0100555419921875
    max_val = 4.326864242553711


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.833483152154726e-05
    std = 0.020008079773960945
    data = None
