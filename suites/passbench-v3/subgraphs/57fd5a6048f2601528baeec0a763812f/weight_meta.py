class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 22, 4]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0005004862312654785
    std = 0.00800012493070626
    data = None
    min_val = -0.015159106813371181
    max_val = 0.02149001881480217


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [16, 4]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.003
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
