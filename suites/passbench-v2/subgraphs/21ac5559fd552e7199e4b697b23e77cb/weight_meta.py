class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 32, 4998]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.2843502703946824
    std = 0.5868961170092389
    data = None
    min_val = -0.16997122764587402
    max_val = 3.923861026763916


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_2_modules_conv_parameters_weight_:
    name = "L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_2_modules_conv_parameters_weight_"
    shape = [32, 32, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.087
    data = None
