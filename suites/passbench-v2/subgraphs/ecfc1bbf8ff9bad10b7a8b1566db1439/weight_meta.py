class Program_weight_tensor_meta_transpose_2:
    name = "transpose_2"
    shape = [196, 96, 12, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00211663528954998
    std = 0.07082774312954343
    data = None
    min_val = -0.2190564125776291
    max_val = 0.27335599064826965


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
