class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00028177836102452527
    std = 0.01612478604314632
    data = None
    min_val = -0.05630910024046898
    max_val = 0.07926389575004578


class Program_weight_tensor_meta_L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_weight_:
    name = "L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_weight_"
    shape = [64, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00016217752455128381
    std = 0.0199922023344915
    data = None


class Program_weight_tensor_meta_L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_bias_:
    name = "L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
