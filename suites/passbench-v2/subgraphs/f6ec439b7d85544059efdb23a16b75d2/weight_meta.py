class Program_weight_tensor_meta_query_27:
    name = "query_27"
    shape = [1, 1, 5, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.158484888212797e-05
    std = 0.0006643997705230804
    data = None
    min_val = -0.00192635552957654
    max_val = 0.002004908164963126


class Program_weight_tensor_meta_key_27:
    name = "key_27"
    shape = [1, 1, 4096, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.510086503406307e-05
    std = 0.04525484638654678
    data = None
    min_val = -0.2016831785440445
    max_val = 0.20560407638549805
