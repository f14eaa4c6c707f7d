class Program_weight_tensor_meta_permute_14:
    name = "permute_14"
    shape = [8, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.7749470296746018
    std = 0.24124733006844204
    data = None
    min_val = -1.4575507640838623
    max_val = -0.08941632509231567


class Program_weight_tensor_meta_layer_norm_8:
    name = "layer_norm_8"
    shape = [1, 28, 28, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0035197252314285413
    std = 0.5156172468521579
    data = None
    min_val = -1.744651436805725
    max_val = 2.119227170944214
