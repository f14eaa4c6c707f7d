class Program_weight_tensor_meta_L_self_parameters_logit_scale_:
    name = "L_self_parameters_logit_scale_"
    shape = []
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.6591999530792236
    std = 0.0
    data = [2.6591999530792236]


class Program_weight_tensor_meta_image_embeds:
    name = "image_embeds"
    shape = [1, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.010553645814667334
    std = 0.06172318922668206
    data = None
    min_val = -0.18580767512321472
    max_val = 0.1582854986190796
