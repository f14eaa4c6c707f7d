class Program_weight_tensor_meta_cat_9:
    name = "cat_9"
    shape = [1, 18817, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0005921949689979468
    std = 0.043795521208770026
    data = None
    min_val = -0.24514083564281464
    max_val = 0.22672684490680695


class Program_weight_tensor_meta_cat_10:
    name = "cat_10"
    shape = [1, 18817, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0003232762229950984
    std = 0.008773453957550189
    data = None
    min_val = -0.036211974918842316
    max_val = 0.028509777039289474


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
