class Program_weight_tensor_meta_query_layer_8:
    name = "query_layer_8"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0006454439189980121
    std = 0.27477997563597234
    data = None
    min_val = -1.1409218311309814
    max_val = 1.113560438156128


class Program_weight_tensor_meta_transpose_44:
    name = "transpose_44"
    shape = [1, 12, 64, 325]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00011744650493985485
    std = 0.2764234651887298
    data = None
    min_val = -1.381052851676941
    max_val = 1.3009285926818848
