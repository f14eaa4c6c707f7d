class Program_weight_tensor_meta_query_2:
    name = "query_2"
    shape = [1, 8, 21, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.006257948711168281
    std = 0.1754704457337022
    data = None
    min_val = -0.6601517796516418
    max_val = 0.7255688905715942


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1, 8, 21, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0024900845949105133
    std = 0.1770505502144614
    data = None
    min_val = -0.6765494346618652
    max_val = 0.85116046667099


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1, 8, 21, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0013078973415055035
    std = 0.13449926698765952
    data = None
    min_val = -0.4988459050655365
    max_val = 0.5278135538101196


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 21, 21]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
