class Program_weight_tensor_meta_init_cls_token_4:
    name = "init_cls_token_4"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002329616284517518
    std = 0.03024047371699876
    data = None
    min_val = -0.1061742827296257
    max_val = 0.10969322919845581


class Program_weight_tensor_meta_temporal_embedding_14:
    name = "temporal_embedding_14"
    shape = [1, 18816, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 9.406801232236769e-05
    std = 0.048363620220785164
    data = None
    min_val = -0.2531930208206177
    max_val = 0.23180320858955383


class Program_weight_tensor_meta_cls_token_24:
    name = "cls_token_24"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.498576158205556e-05
    std = 0.008854167093598283
    data = None
    min_val = -0.0269496887922287
    max_val = 0.03252823278307915


class Program_weight_tensor_meta_residual_spatial_9:
    name = "residual_spatial_9"
    shape = [1, 18816, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.493206023079603e-05
    std = 0.00887622079057392
    data = None
    min_val = -0.02855321764945984
    max_val = 0.03398534655570984


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_4_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
