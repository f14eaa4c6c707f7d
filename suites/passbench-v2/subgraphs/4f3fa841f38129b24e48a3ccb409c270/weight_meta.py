class Program_weight_tensor_meta_hidden_states_43:
    name = "hidden_states_43"
    shape = [1, 384, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001194343009868816
    std = 0.027650833221878314
    data = None
    min_val = -0.15767471492290497
    max_val = 0.37468603253364563


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_weight_"
    shape = [64, 192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.77265728363588e-05
    std = 0.010542457061682279
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_downsample_modules_mlp_inter_modules_fc2_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
