class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 1248, 2, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0004447303651522233
    std = 0.010310667799978504
    data = None
    min_val = -0.016793224960565567
    max_val = 0.01835593953728676


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [16, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_:
    name = "L_self_modules_data2vec_audio_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
