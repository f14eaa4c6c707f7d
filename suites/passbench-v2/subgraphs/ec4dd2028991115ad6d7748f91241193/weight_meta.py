class Program_weight_tensor_meta_permute_12:
    name = "permute_12"
    shape = [12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001239308122832249
    std = 8.836464081804936e-05
    data = None
    min_val = -0.000610911229159683
    max_val = -1.2625901035789866e-06


class Program_weight_tensor_meta_attention_scores_28:
    name = "attention_scores_28"
    shape = [4, 12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0250923524451533
    std = 1.7717967635144005
    data = None
    min_val = -6.9626851081848145
    max_val = 6.798418045043945
