class Program_weight_tensor_meta_text_embeds_norm:
    name = "text_embeds_norm"
    shape = [1, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0007791013356808207
    std = 0.04423052291676251
    data = None
    min_val = -0.15315492451190948
    max_val = 0.1472322791814804


class Program_weight_tensor_meta_t:
    name = "t"
    shape = [512, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0015410988753075117
    std = 0.044210491252491185
    data = None
    min_val = -0.12503428757190704
    max_val = 0.13128653168678284


class Program_weight_tensor_meta_logit_scale:
    name = "logit_scale"
    shape = []
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 14.284856796264648
    std = 0.0
    data = [14.284856796264648]
    min_val = 14.284856796264648
    max_val = 14.284856796264648
