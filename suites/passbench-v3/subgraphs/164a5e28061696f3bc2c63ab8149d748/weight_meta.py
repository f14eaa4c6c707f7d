class Program_weight_tensor_meta_hidden_states_108:
    name = "hidden_states_108"
    shape = [1, 1248, 20]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00011758438542510052
    std = 0.006575186108073449
    data = None
    min_val = -0.02318718284368515
    max_val = 0.025371478870511055


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_"
    shape = [16, 20]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.021
    data = None


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
