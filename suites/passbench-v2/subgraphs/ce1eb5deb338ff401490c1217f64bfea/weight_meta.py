class Program_weight_tensor_meta_residual_temporal_10:
    name = "residual_temporal_10"
    shape = [1, 18816, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -8.006721364785221e-05
    std = 0.008870499420355553
    data = None
    min_val = -0.034768566489219666
    max_val = 0.03162917122244835


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_5_modules_temporal_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_layer_output_9:
    name = "layer_output_9"
    shape = [1, 18817, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00034486020579128397
    std = 0.050569060199518776
    data = None
    min_val = -0.2529079020023346
    max_val = 0.2482546865940094
