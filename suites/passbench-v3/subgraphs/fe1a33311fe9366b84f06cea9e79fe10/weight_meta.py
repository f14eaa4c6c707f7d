class Program_weight_tensor_meta_text_embeds:
    name = "text_embeds"
    shape = [1, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003979951085966604
    std = 0.062495329737781526
    data = None
    min_val = -0.1821746975183487
    max_val = 0.17295747995376587


class Program_weight_tensor_meta_t:
    name = "t"
    shape = [256, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.010553645814667334
    std = 0.06172318922668206
    data = None
    min_val = -0.18580767512321472
    max_val = 0.1582854986190796


class Program_weight_tensor_meta_logit_scale:
    name = "logit_scale"
    shape = []
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 14.284856796264648
    std = 0.0
    data = [14.284856796264648]
    min_val = 14.284856796264648
    max_val = 14.284856796264648
