class Program_weight_tensor_meta_attention_scores_46:
    name = "attention_scores_46"
    shape = [1, 24, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.09735758744199781
    std = 1.770433194483023
    data = None
    min_val = -6.7820892333984375
    max_val = 6.462698936462402


class Program_weight_tensor_meta_unsqueeze_40:
    name = "unsqueeze_40"
    shape = [1, 24, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.9999284774383606
    std = 0.00020562736865093224
    data = None
    min_val = 7.998266696929932
    max_val = 8.00063419342041
