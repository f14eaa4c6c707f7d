class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 1, 80000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.6961120357686923e-05
    std = 0.19988674106172577
    data = None
    min_val = -0.972889244556427
    max_val = 0.8934929966926575


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_data2vec_audio_modules_feature_extractor_modules_conv_layers_modules_0_modules_conv_parameters_weight_"
    shape = [32, 1, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.535
    data = None
