class Program_weight_tensor_meta_L_self_parameters_logit_scale_:
    name = "L_self_parameters_logit_scale_"
    shape = []
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.6591999530792236
    std = 0.0
    data = [2.6591999530792236]


class Program_weight_tensor_meta_image_embeds_1:
    name = "image_embeds_1"
    shape = [1, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0020542021726583926
    std = 0.044189581928242225
    data = None
    min_val = -0.12724682688713074
    max_val = 0.14058545231819153
