class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_parameters_logit_scale_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_parameters_logit_scale_"
    shape = [6, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3025851249694824
    std = 0.0
    data = [2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824, 2.3025851249694824]


class Program_weight_tensor_meta_attention_scores_9:
    name = "attention_scores_9"
    shape = [64, 6, 64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.037535844611427886
    std = 0.13270743667940108
    data = None
    min_val = -0.4280737042427063
    max_val = 0.4968659281730652
