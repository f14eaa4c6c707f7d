class Program_weight_tensor_meta_query_4:
    name = "query_4"
    shape = [1, 8, 13, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.5753203150290155e-05
    std = 0.09050649201967334
    data = None
    min_val = -0.3488130271434784
    max_val = 0.3241966962814331


class Program_weight_tensor_meta_key_4:
    name = "key_4"
    shape = [1, 8, 13, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0015270034020711766
    std = 0.08967748529713501
    data = None
    min_val = -0.36308059096336365
    max_val = 0.34313371777534485


class Program_weight_tensor_meta_value_4:
    name = "value_4"
    shape = [1, 8, 13, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0005507450515639133
    std = 0.09121359696643705
    data = None
    min_val = -0.31185007095336914
    max_val = 0.391629159450531


class Program_weight_tensor_meta_attention_mask_4:
    name = "attention_mask_4"
    shape = [1, 1, 13, 13]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.5705339075624409e+38
    std = 1.7014117331926443e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0
