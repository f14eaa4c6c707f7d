class Program_weight_tensor_meta_query_31:
    name = "query_31"
    shape = [1, 8, 4096, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.5877246444422805e-06
    std = 0.04514667550936813
    data = None
    min_val = -0.20623211562633514
    max_val = 0.2111794799566269


class Program_weight_tensor_meta_key_31:
    name = "key_31"
    shape = [1, 8, 6, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.011321308716105705
    std = 0.06422443879197953
    data = None
    min_val = -0.14827728271484375
    max_val = 0.18824592232704163


class Program_weight_tensor_meta_value_29:
    name = "value_29"
    shape = [1, 8, 6, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002718996831693706
    std = 0.06756280388334678
    data = None
    min_val = -0.16936972737312317
    max_val = 0.16765286028385162
