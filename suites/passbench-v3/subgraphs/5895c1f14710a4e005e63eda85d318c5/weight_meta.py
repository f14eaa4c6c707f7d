class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 3136, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.371659382688821e-10
    std = 0.9999993930976099
    data = None
    min_val = -3.5999367237091064
    max_val = 4.167031764984131


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
    shape = [128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.32878579475993e-05
    std = 0.019861815584209828
    data = None


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
    name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
