class Program_weight_tensor_meta_attn_weights_34:
    name = "attn_weights_34"
    shape = [1, 12, 128, 325]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0030769230724749484
    std = 0.00023263326192796355
    data = None
    min_val = 0.002059871330857277
    max_val = 0.004628234077244997


class Program_weight_tensor_meta_value_layer_8:
    name = "value_layer_8"
    shape = [1, 12, 325, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0009886406734472611
    std = 0.2763277199491106
    data = None
    min_val = -1.2064563035964966
    max_val = 1.2351787090301514
