class Program_weight_tensor_meta_attn_6:
    name = "attn_6"
    shape = [1, 64, 4, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.7439761614962981
    std = 1.3056155663447049
    data = None
    min_val = -11.571794509887695
    max_val = 3.6869678497314453


class Program_weight_tensor_meta_unsqueeze_5:
    name = "unsqueeze_5"
    shape = [1, 64, 1, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -11.870054144106621
    std = 32.34368619728302
    data = None
    min_val = -100.0
    max_val = 0.0
