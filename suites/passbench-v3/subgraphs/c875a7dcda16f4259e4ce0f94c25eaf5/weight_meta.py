class Program_weight_tensor_meta_x_2:
    name = "x_2"
    shape = [1, 64, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.7535265440867438e-05
    std = 0.21496136950533623
    data = None
    min_val = -1.4789385795593262
    max_val = 1.6351004838943481


class Program_weight_tensor_meta_hidden_states_47:
    name = "hidden_states_47"
    shape = [1, 64, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00015788396134785998
    std = 0.005878845440950735
    data = None
    min_val = -0.019097598269581795
    max_val = 0.025609396398067474


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
