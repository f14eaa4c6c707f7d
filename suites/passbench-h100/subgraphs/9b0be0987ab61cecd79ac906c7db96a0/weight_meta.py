class Program_weight_tensor_meta_query_layer_t:
    name = "query_layer_t"
    shape = [45, 1, 4, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.006377592005285098
    std = 0.02711042527228088
    data = None
    min_val = -0.07018537074327469
    max_val = 0.09529099613428116


class Program_weight_tensor_meta_relations_keys:
    name = "relations_keys"
    shape = [45, 45, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.3448918510219197
    std = 0.12433082718643873
    data = None
    min_val = -0.10930022597312927
    max_val = 0.8467488288879395
