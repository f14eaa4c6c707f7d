class Program_weight_tensor_meta_hidden_states_56:
    name = "hidden_states_56"
    shape = [1, 1500, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.5105961962783947e-11
    std = 0.9980818194886713
    data = None
    min_val = -4.830313682556152
    max_val = 5.2416911125183105


class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [1280, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.018267610797496e-06
    std = 0.019992724750121704
    data = None
