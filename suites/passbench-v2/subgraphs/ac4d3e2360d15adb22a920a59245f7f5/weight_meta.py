class Program_weight_tensor_meta_query_layer_10:
    name = "query_layer_10"
    shape = [1, 16, 257, 80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.002376912989116796
    std = 0.14716831636097857
    data = None
    min_val = -0.48463600873947144
    max_val = 0.5549774765968323


class Program_weight_tensor_meta_key_layer_10:
    name = "key_layer_10"
    shape = [1, 16, 257, 80]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.007296151925930414
    std = 0.14474192674159522
    data = None
    min_val = -0.49587225914001465
    max_val = 0.525821328163147
