class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 1, 3136, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.0135790351406305e-05
    std = 0.02268861019606784
    data = None
    min_val = -0.09903696924448013
    max_val = 0.08628115803003311


class Program_weight_tensor_meta_transpose_4:
    name = "transpose_4"
    shape = [1, 1, 32, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000965486842242357
    std = 0.021758942032121815
    data = None
    min_val = -0.06659458577632904
    max_val = 0.07572043687105179
