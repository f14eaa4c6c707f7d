class Program_weight_tensor_meta_query_30:
    name = "query_30"
    shape = [1, 1, 4096, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.5877246444422805e-06
    std = 0.04514667550936813
    data = None
    min_val = -0.20623211562633514
    max_val = 0.2111794799566269


class Program_weight_tensor_meta_key_30:
    name = "key_30"
    shape = [1, 1, 6, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.011321308716105705
    std = 0.06422443879197953
    data = None
    min_val = -0.14827728271484375
    max_val = 0.18824592232704163
