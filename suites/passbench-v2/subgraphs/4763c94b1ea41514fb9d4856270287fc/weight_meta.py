class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 18817, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004553846744634088
    std = 0.05600088275518137
    data = None
    min_val = -0.1671769917011261
    max_val = 0.42435550689697266


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
