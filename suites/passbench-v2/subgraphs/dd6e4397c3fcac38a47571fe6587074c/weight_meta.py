class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_:
    name = "L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_"
    shape = [24, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3025851249694824
    std = 0.0
    data = [2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824]


class Program_weight_tensor_meta_attention_scores_45:
    name = "attention_scores_45"
    shape = [1, 24, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00973575876709906
    std = 0.17704331947278962
    data = None
    min_val = -0.6782089471817017
    max_val = 0.6462699174880981
