class Program_weight_tensor_meta_query_layer_2:
    name = "query_layer_2"
    shape = [1, 2, 784, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.710222090076801e-05
    std = 0.032320107846225875
    data = None
    min_val = -0.15318594872951508
    max_val = 0.1237339973449707


class Program_weight_tensor_meta_transpose_17:
    name = "transpose_17"
    shape = [1, 2, 32, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001185650292167598
    std = 0.03229623929282517
    data = None
    min_val = -0.11633800715208054
    max_val = 0.11579475551843643
