class Program_weight_tensor_meta_query_37:
    name = "query_37"
    shape = [1, 8, 6, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004114435203367369
    std = 0.059018810944710266
    data = None
    min_val = -0.12156729400157928
    max_val = 0.14179277420043945


class Program_weight_tensor_meta_key_36:
    name = "key_36"
    shape = [1, 8, 4096, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008563783408269569
    std = 0.07823770242295176
    data = None
    min_val = -0.38278722763061523
    max_val = 0.34583723545074463


class Program_weight_tensor_meta_value_33:
    name = "value_33"
    shape = [1, 8, 4096, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005722845133174337
    std = 0.0666992703047102
    data = None
    min_val = -0.18189303576946259
    max_val = 0.17930787801742554
