class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_"
    shape = [3, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.3025851249694824
    std = 0.0
    data = [2.3025851249694824, 2.3025851249694824, 2.3025851249694824]


class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [64, 3, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00021318702208396624
    std = 0.17422089804333366
    data = None
    min_val = -0.6862358450889587
    max_val = 0.7070297598838806
