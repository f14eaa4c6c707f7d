class Program_weight_tensor_meta_view_2:
    name = "view_2"
    shape = [1, 900, 8, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.7119169541582957e-08
    std = 0.00025435950333528383
    data = None
    min_val = -0.0011808224953711033
    max_val = 0.0011880476959049702


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 8, 900, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.243973504995013e-07
    std = 0.0002572664190195024
    data = None
    min_val = -0.0011281953193247318
    max_val = 0.001124087837524712
