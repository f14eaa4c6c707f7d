class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 18, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00016425034114267537
    std = 0.08669572089664199
    data = None
    min_val = -0.326811820268631
    max_val = 0.33976221084594727


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 12, 18, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0006708865326859099
    std = 0.08588371272543052
    data = None
    min_val = -0.30894652009010315
    max_val = 0.3340895175933838


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 12, 18, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0006773226883751704
    std = 0.08654933205125148
    data = None
    min_val = -0.36330658197402954
    max_val = 0.3173235058784485
