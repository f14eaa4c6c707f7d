class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 512, 3199]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002124906543559902
    std = 0.05814815167180875
    data = None
    min_val = -0.39054009318351746
    max_val = 0.3744768798351288


class Program_weight_tensor_meta_L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_feature_extractor_modules_conv_layers_modules_0_modules_layer_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
