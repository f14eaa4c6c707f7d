class Program_weight_tensor_meta_norm_hidden_states:
    name = "norm_hidden_states"
    shape = [1, 49, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.0925577336264461e-12
    std = 0.0016402735603929393
    data = None
    min_val = -0.0074761095456779
    max_val = 0.006143475882709026


class Program_weight_tensor_meta_L_self_modules_feature_projection_modules_projection_parameters_weight_:
    name = "L_self_modules_feature_projection_modules_projection_parameters_weight_"
    shape = [768, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.350279101262623e-05
    std = 0.025521222871321043
    data = None


class Program_weight_tensor_meta_L_self_modules_feature_projection_modules_projection_parameters_bias_:
    name = "L_self_modules_feature_projection_modules_projection_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005598491230595452
    std = 0.02550447849057407
    data = None
