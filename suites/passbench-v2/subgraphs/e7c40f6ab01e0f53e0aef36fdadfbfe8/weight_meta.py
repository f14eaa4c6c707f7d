class Program_weight_tensor_meta_view_10:
    name = "view_10"
    shape = [1, 64, 2, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.004280510330488596
    std = 0.01912383134070144
    data = None
    min_val = -0.051949694752693176
    max_val = 0.039495691657066345


class Program_weight_tensor_meta_layer_norm_9:
    name = "layer_norm_9"
    shape = [1, 64, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.541675480140839e-09
    std = 1.0002392028925795
    data = None
    min_val = -2.3111045360565186
    max_val = 2.167820692062378
