class Program_weight_tensor_meta_permute_2:
    name = "permute_2"
    shape = [3, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_4:
    name = "attention_scores_4"
    shape = [64, 3, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.8965458853918625e-06
    std = 0.0015660979371993772
    data = None
    min_val = -0.008539276197552681
    max_val = 0.009026923216879368


class Program_weight_tensor_meta_attn_mask_1:
    name = "attn_mask_1"
    shape = [64, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -11.870054144106621
    std = 32.34368619728302
    data = None
    min_val = -100.0
    max_val = 0.0
