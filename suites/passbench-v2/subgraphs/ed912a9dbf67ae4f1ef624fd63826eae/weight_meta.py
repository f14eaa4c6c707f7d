class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_parameters_logit_scale_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_parameters_logit_scale_"
    shape = [12, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3025851249694824
    std = 0.0
    data = [2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824]


class Program_weight_tensor_meta_attention_scores_27:
    name = "attention_scores_27"
    shape = [4, 12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0025092352248939137
    std = 0.17717967633190143
    data = None
    min_val = -0.6962684988975525
    max_val = 0.6798418164253235
