class Program_weight_tensor_meta_hidden_state_6:
    name = "hidden_state_6"
    shape = [1, 3136, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0017899081362335414
    std = 0.01828016547480691
    data = None
    min_val = -0.049462996423244476
    max_val = 0.0692366361618042


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [96, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
