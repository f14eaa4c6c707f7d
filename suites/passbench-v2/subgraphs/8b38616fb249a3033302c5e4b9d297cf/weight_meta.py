class Program_weight_tensor_meta_getitem_29:
    name = "getitem_29"
    shape = [1, 6, 196, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0004339169790125352
    std = 0.08101573416017083
    data = None
    min_val = -0.3587353229522705
    max_val = 0.33550673723220825


class Program_weight_tensor_meta_cos_emb_3:
    name = "cos_emb_3"
    shape = [196, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.40804522101083124
    std = 0.11532970804517577
    data = None
    min_val = -0.048935920000076294
    max_val = 0.8503360748291016


class Program_weight_tensor_meta_sin_emb_3:
    name = "sin_emb_3"
    shape = [196, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.40772765279719037
    std = 0.11582109510543996
    data = None
    min_val = -0.005228549242019653
    max_val = 0.8742893934249878
