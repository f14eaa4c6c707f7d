class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 18, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.30395089262738e-05
    std = 0.000591372927525068
    data = None
    min_val = -0.0030470644123852253
    max_val = 0.002758939052000642


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [1, 1, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
