class Program_weight_tensor_meta_sigmoid:
    name = "sigmoid"
    shape = [6, 64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5000042377602464
    std = 1.0939356196765884e-05
    data = None
    min_val = 0.4999643564224243
    max_val = 0.500044584274292


class Program_weight_tensor_meta_attention_scores_1:
    name = "attention_scores_1"
    shape = [64, 6, 64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.3041175914551344
    std = 1.3691057003668836
    data = None
    min_val = -6.801179885864258
    max_val = 5.083651065826416
