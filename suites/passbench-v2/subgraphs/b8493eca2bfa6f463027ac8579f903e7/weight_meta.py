class Program_weight_tensor_meta_query_64:
    name = "query_64"
    shape = [1, 8, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.010534905507512e-06
    std = 0.0002551900779410764
    data = None
    min_val = -0.0008900939719751477
    max_val = 0.0010753549868240952


class Program_weight_tensor_meta_key_64:
    name = "key_64"
    shape = [1, 8, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.7062032072785485e-06
    std = 0.00026292882673808186
    data = None
    min_val = -0.0008333891164511442
    max_val = 0.001017406932078302


class Program_weight_tensor_meta_value_32:
    name = "value_32"
    shape = [1, 8, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.922157577471388e-06
    std = 0.00025825743357351457
    data = None
    min_val = -0.0009140116162598133
    max_val = 0.0012226769467815757
