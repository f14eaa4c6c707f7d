class Program_weight_tensor_meta_permute:
    name = "permute"
    shape = [3, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.696489835516638e-05
    std = 6.070585072397466e-05
    data = None
    min_val = -0.00016331183724105358
    max_val = 0.0003043034812435508


class Program_weight_tensor_meta_attention_scores_1:
    name = "attention_scores_1"
    shape = [64, 3, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.002131870265284076
    std = 1.742208980468071
    data = None
    min_val = -6.862358570098877
    max_val = 7.070297718048096
