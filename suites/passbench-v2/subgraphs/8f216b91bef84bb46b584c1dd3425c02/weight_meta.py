class Program_weight_tensor_meta_permute_10:
    name = "permute_10"
    shape = [12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_22:
    name = "attention_scores_22"
    shape = [4, 12, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.3028397483346125e-06
    std = 0.006113421069689374
    data = None
    min_val = -0.034293629229068756
    max_val = 0.02830275148153305


class Program_weight_tensor_meta_attn_mask_5:
    name = "attn_mask_5"
    shape = [4, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -42.982090795501875
    std = 49.50761716134557
    data = None
    min_val = -100.0
    max_val = 0.0
