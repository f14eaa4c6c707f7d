class Program_weight_tensor_meta_extract_features:
    name = "extract_features"
    shape = [1, 249, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 5.130017261509295e-08
    std = 5.356313265301146e-06
    data = None
    min_val = -2.2930282284505665e-05
    max_val = 2.6178935513598844e-05


class Program_weight_tensor_meta_L_self_modules_hubert_modules_feature_projection_modules_projection_parameters_weight_:
    name = "L_self_modules_hubert_modules_feature_projection_modules_projection_parameters_weight_"
    shape = [768, 512]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_hubert_modules_feature_projection_modules_projection_parameters_bias_:
    name = "L_self_modules_hubert_modules_feature_projection_modules_projection_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
