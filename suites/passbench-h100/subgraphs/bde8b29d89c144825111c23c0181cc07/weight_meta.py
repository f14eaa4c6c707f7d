class Program_weight_tensor_meta_hidden_states_31:
    name = "hidden_states_31"
    shape = [1, 249, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -4.525751472818884e-06
    std = 0.0027825759185591084
    data = None
    min_val = -0.013703305274248123
    max_val = 0.014277501963078976


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_"
    shape = [768, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
