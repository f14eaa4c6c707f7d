class Program_weight_tensor_meta_attention_scores_10:
    name = "attention_scores_10"
    shape = [16, 6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.7222838890412886e-07
    std = 0.0030831142684782983
    data = None
    min_val = -0.014995802193880081
    max_val = 0.01404423825442791


class Program_weight_tensor_meta_unsqueeze_6:
    name = "unsqueeze_6"
    shape = [1, 6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
