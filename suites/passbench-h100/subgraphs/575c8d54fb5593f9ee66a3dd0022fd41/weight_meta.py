class Program_weight_tensor_meta_query_layer_r:
    name = "query_layer_r"
    shape = [45, 4, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.006377592005285098
    std = 0.02711042527228088
    data = None
    min_val = -0.07018537074327469
    max_val = 0.09529099613428116


class Program_weight_tensor_meta_permute_4:
    name = "permute_4"
    shape = [45, 8, 45]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.3448918510219197
    std = 0.12433082718643873
    data = None
    min_val = -0.10930022597312927
    max_val = 0.8467488288879395
