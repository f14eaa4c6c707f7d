class Program_weight_tensor_meta_view_10:
    name = "view_10"
    shape = [1, 784, 2, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.710222090076801e-05
    std = 0.032320107846225875
    data = None
    min_val = -0.15318594872951508
    max_val = 0.1237339973449707


class Program_weight_tensor_meta_layer_norm_9:
    name = "layer_norm_9"
    shape = [1, 784, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.2954987378442053e-10
    std = 1.0000049363596097
    data = None
    min_val = -4.1685471534729
    max_val = 4.370875358581543
