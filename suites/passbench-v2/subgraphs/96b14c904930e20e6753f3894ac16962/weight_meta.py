class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.03497390248257924
    std = 0.9993686400562944
    data = None
    min_val = -3.4916858673095703
    max_val = 3.9112958908081055


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_gate_up_proj_parameters_weight_"
    shape = [8192, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.6460492181437996e-08
    std = 0.02000668955463077
    data = None
