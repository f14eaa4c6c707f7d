class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 12, 18, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00016425034114267537
    std = 0.08669572089664199
    data = None
    min_val = -0.326811820268631
    max_val = 0.33976221084594727


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 12, 18, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0006708865326859099
    std = 0.08588371272543052
    data = None
    min_val = -0.30894652009010315
    max_val = 0.3340895175933838


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 12, 18, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0006773226883751704
    std = 0.08654933205125148
    data = None
    min_val = -0.36330658197402954
    max_val = 0.3173235058784485


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 18, 18]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.6068888591263863e+38
    std = 1.7014117331926443e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0
