class Program_weight_tensor_meta_view_2:
    name = "view_2"
    shape = [1, 49, 1, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00016892047173017516
    std = 0.022800139864116015
    data = None
    min_val = -0.06939549744129181
    max_val = 0.07417790591716766


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 1, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000965486842242357
    std = 0.021758942032121815
    data = None
    min_val = -0.06659458577632904
    max_val = 0.07572043687105179
