class Program_weight_tensor_meta_query_28:
    name = "query_28"
    shape = [1, 8, 5, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.158484888212797e-05
    std = 0.0006643997705230804
    data = None
    min_val = -0.00192635552957654
    max_val = 0.002004908164963126


class Program_weight_tensor_meta_key_28:
    name = "key_28"
    shape = [1, 8, 4096, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.510086503406308e-05
    std = 0.04525484638654678
    data = None
    min_val = -0.2016831785440445
    max_val = 0.20560407638549805


class Program_weight_tensor_meta_value_27:
    name = "value_27"
    shape = [1, 8, 4096, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.721332437566787e-06
    std = 0.00023968747858671633
    data = None
    min_val = -0.0007285536266863346
    max_val = 0.0007339864387176931
