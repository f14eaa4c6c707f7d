class Program_weight_tensor_meta_view:
    name = "view"
    shape = [1, 256, 1, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0001806340336543144
    std = 0.014411717753458671
    data = None
    min_val = -0.032845400273799896
    max_val = 0.0283823162317276


class Program_weight_tensor_meta_layer_norm_1:
    name = "layer_norm_1"
    shape = [1, 256, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.684786058031023e-10
    std = 1.0001170536829174
    data = None
    min_val = -2.0727427005767822
    max_val = 2.0131421089172363
