class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [1, 16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00036737078205550944
    std = 0.12592445258446783
    data = None
    min_val = -0.5452990531921387
    max_val = 0.5561590194702148


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5417290840198916
    std = 0.6637756354125948
    data = None
    min_val = -0.9999850392341614
    max_val = 1.0
