class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 1500, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.2377114955164358e-10
    std = 0.7886899551541628
    data = None
    min_val = -3.644683599472046
    max_val = 3.7529938220977783


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.605828231786648e-05
    std = 0.019977653297687924
    data = None
