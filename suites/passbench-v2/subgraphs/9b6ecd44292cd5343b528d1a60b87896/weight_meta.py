class Program_weight_tensor_meta_attention_scores_1:
    name = "attention_scores_1"
    shape = [1, 8, 11, 11]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.002049639591559227
    std = 0.008176468853862574
    data = None
    min_val = -0.024836525321006775
    max_val = 0.027811311185359955


class Program_weight_tensor_meta_extended_attention_mask_2:
    name = "extended_attention_mask_2"
    shape = [1, 1, 1, 11]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0]
    min_val = -0.0
    max_val = -0.0


class Program_weight_tensor_meta_alibi_bias:
    name = "alibi_bias"
    shape = [1, 8, 11, 11]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -98.97015470709682
    std = 7.816773926789459
    data = None
    min_val = -100.0
    max_val = 31.692901611328125
