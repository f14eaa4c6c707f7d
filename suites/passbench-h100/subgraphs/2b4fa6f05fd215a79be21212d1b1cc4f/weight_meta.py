class Program_weight_tensor_meta_attention_scores:
    name = "attention_scores"
    shape = [1, 4, 45, 45]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0002594796071905996
    std = 0.0014206862746483863
    data = None
    min_val = -0.005350676830857992
    max_val = 0.005007551051676273


class Program_weight_tensor_meta_key_position_scores_r_t:
    name = "key_position_scores_r_t"
    shape = [1, 4, 45, 45]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.017593641508350136
    std = 0.024192934764253046
    data = None
    min_val = -0.07293809950351715
    max_val = 0.10422223806381226


class Program_weight_tensor_meta_extended_attention_mask_2:
    name = "extended_attention_mask_2"
    shape = [1, 1, 1, 45]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0]
    min_val = -0.0
    max_val = -0.0
