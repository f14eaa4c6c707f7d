class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [2, 12, 34, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.019547410798239462
    std = 0.20892957460967235
    data = None
    min_val = -0.8458365797996521
    max_val = 0.8998727798461914


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [2, 12, 34, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0013093605186257635
    std = 0.1951657052514487
    data = None
    min_val = -0.7291866540908813
    max_val = 0.8189078569412231


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [2, 12, 34, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0012094339181292562
    std = 0.12161901480136914
    data = None
    min_val = -0.6017891764640808
    max_val = 0.4371066391468048


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [2, 1, 34, 34]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.004982587738745e+37
    std = 1.2975051343229143e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0
