class Program_weight_tensor_meta_query_2:
    name = "query_2"
    shape = [1, 8, 33, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0029909527393962862
    std = 0.1791037860694623
    data = None
    min_val = -0.6749753355979919
    max_val = 0.6997852325439453


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1, 8, 33, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0013459877631856725
    std = 0.1818005945450611
    data = None
    min_val = -0.6700265407562256
    max_val = 0.7434040904045105


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1, 8, 33, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0021538191648632523
    std = 0.13621966823377238
    data = None
    min_val = -0.5403485894203186
    max_val = 0.5983321070671082


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 33, 33]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
