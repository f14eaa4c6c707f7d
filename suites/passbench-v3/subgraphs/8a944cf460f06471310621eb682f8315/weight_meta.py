class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 8, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.2894245952282595e-06
    std = 0.048036667044771234
    data = None
    min_val = -0.2195104956626892
    max_val = 0.2315773218870163


class Program_weight_tensor_meta_hidden_states_80:
    name = "hidden_states_80"
    shape = [1, 8, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.2033696419991125e-06
    std = 0.005537471629368823
    data = None
    min_val = -0.017436066642403603
    max_val = 0.01633661985397339


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
