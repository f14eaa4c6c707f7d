class Program_weight_tensor_meta_hidden_states_52:
    name = "hidden_states_52"
    shape = [1, 384, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0010491274192301575
    std = 0.025831651027721118
    data = None
    min_val = -0.13638702034950256
    max_val = 0.2531195878982544


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_weight_"
    shape = [8, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00019545426258615883
    std = 0.010230844642000745
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_group_projector_modules_1_modules_fc2_parameters_bias_"
    shape = [8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
