class Program_weight_tensor_meta_temporal_embedding:
    name = "temporal_embedding"
    shape = [1, 18816, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0004424136418706698
    std = 0.03801695506633063
    data = None
    min_val = -0.20660243928432465
    max_val = 0.20203255116939545


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
