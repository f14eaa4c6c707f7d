class Program_weight_tensor_meta_permute_12:
    name = "permute_12"
    shape = [12, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_scores_28:
    name = "attention_scores_28"
    shape = [4, 12, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.9149477689492625e-06
    std = 0.006150957441453909
    data = None
    min_val = -0.035437922924757004
    max_val = 0.03128831088542938
