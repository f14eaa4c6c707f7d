class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [2, 12, 7, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.01998703240046563
    std = 0.24648695946414553
    data = None
    min_val = -0.9432361721992493
    max_val = 0.9958341121673584


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [2, 12, 7, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.012385667824240781
    std = 0.22621350050493588
    data = None
    min_val = -0.8032877445220947
    max_val = 0.8187743425369263


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [2, 12, 7, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0011050791623953653
    std = 0.10810759354024797
    data = None
    min_val = -0.38814541697502136
    max_val = 0.46031731367111206


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [2, 1, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.430588190275206e+37
    std = 8.808667769193384e+37
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0
