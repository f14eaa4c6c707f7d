class Program_weight_tensor_meta_norm_hidden_states:
    name = "norm_hidden_states"
    shape = [1, 1248, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.389072287393808e-09
    std = 0.9999967812086934
    data = None
    min_val = -1.1426059007644653
    max_val = 4.982885360717773


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_feature_projection_modules_projection_parameters_weight_:
    name = "L_self_modules_data2vec_audio_modules_feature_projection_modules_projection_parameters_weight_"
    shape = [16, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.103
    data = None


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_feature_projection_modules_projection_parameters_bias_:
    name = "L_self_modules_data2vec_audio_modules_feature_projection_modules_projection_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.02
    std = 0.108
    data = None
