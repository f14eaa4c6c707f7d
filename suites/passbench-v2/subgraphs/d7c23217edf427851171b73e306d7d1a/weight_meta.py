class Program_weight_tensor_meta_attention_scores_21:
    name = "attention_scores_21"
    shape = [1, 12, 11, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.353512986661923e-05
    std = 0.7098362567373372
    data = None
    min_val = -2.288428783416748
    max_val = 2.206773281097412


class Program_weight_tensor_meta_extended_attention_mask_2:
    name = "extended_attention_mask_2"
    shape = [1, 1, 1, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0]
    min_val = -0.0
    max_val = -0.0
