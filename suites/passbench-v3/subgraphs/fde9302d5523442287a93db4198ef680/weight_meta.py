class Program_weight_tensor_meta_sigmoid_4:
    name = "sigmoid_4"
    shape = [12, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.5000013065337308
    std = 1.575624019092612e-05
    data = None
    min_val = 0.4999258518218994
    max_val = 0.5000782012939453


class Program_weight_tensor_meta_attention_scores_19:
    name = "attention_scores_19"
    shape = [4, 12, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00376446287937456
    std = 1.7684970335173003
    data = None
    min_val = -6.629673004150391
    max_val = 7.017569065093994
