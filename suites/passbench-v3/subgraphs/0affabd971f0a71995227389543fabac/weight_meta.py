class Program_weight_tensor_meta_hidden_state_26:
    name = "hidden_state_26"
    shape = [1, 784, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0027312970343713362
    std = 0.028095112405259994
    data = None
    min_val = -0.0681978166103363
    max_val = 0.10423589497804642


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
    shape = [192, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
