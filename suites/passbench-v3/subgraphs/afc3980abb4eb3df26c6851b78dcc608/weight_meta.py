class Program_weight_tensor_meta_sigmoid_2:
    name = "sigmoid_2"
    shape = [6, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.49999808131465145
    std = 1.1627995902835582e-05
    data = None
    min_val = 0.4999467730522156
    max_val = 0.5000441074371338


class Program_weight_tensor_meta_attention_scores_10:
    name = "attention_scores_10"
    shape = [16, 6, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002935039951590627
    std = 1.7682971709605753
    data = None
    min_val = -6.996384620666504
    max_val = 7.018905162811279
