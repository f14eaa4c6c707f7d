class Program_weight_tensor_meta_query_layer_10:
    name = "query_layer_10"
    shape = [1, 12, 197, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004273205774614585
    std = 0.10890708524631218
    data = None
    min_val = -0.3553221523761749
    max_val = 0.495947927236557


class Program_weight_tensor_meta_key_layer_10:
    name = "key_layer_10"
    shape = [1, 12, 197, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004537916983066479
    std = 0.11190613513038081
    data = None
    min_val = -0.33568015694618225
    max_val = 0.4026535451412201
