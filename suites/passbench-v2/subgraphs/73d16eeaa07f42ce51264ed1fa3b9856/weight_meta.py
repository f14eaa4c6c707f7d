class Program_weight_tensor_meta_query_36:
    name = "query_36"
    shape = [1, 1, 6, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004114435203367369
    std = 0.05901881094471026
    data = None
    min_val = -0.12156729400157928
    max_val = 0.14179277420043945


class Program_weight_tensor_meta_key_35:
    name = "key_35"
    shape = [1, 1, 4096, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008563783408269569
    std = 0.07823770242295176
    data = None
    min_val = -0.38278722763061523
    max_val = 0.34583723545074463


class Program_weight_tensor_meta_value_32:
    name = "value_32"
    shape = [1, 1, 4096, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005722845133174337
    std = 0.0666992703047102
    data = None
    min_val = -0.18189303576946259
    max_val = 0.17930787801742554
