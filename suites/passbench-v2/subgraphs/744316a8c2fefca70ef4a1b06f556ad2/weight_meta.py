class Program_weight_tensor_meta_permute_8:
    name = "permute_8"
    shape = [16, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_19:
    name = "attention_scores_19"
    shape = [4, 16, 144, 144]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.920107322860849e-06
    std = 0.004228274639220106
    data = None
    min_val = -0.04118572548031807
    max_val = 0.04251965880393982
