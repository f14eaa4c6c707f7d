class Program_weight_tensor_meta_queries_10:
    name = "queries_10"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.2005330063402653e-08
    std = 1.0003903464876003
    data = None
    min_val = -2.417752504348755
    max_val = 2.793487071990967


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000969610960009959
    std = 0.0039002688819578415
    data = None
    min_val = -0.010475188493728638
    max_val = 0.017327938228845596


class Program_weight_tensor_meta_keys_3:
    name = "keys_3"
    shape = [1, 1, 4096, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.16170953044093e-09
    std = 0.9999999690547405
    data = None
    min_val = -2.5209879875183105
    max_val = 3.234851598739624


class Program_weight_tensor_meta_image_positional_embeddings_3:
    name = "image_positional_embeddings_3"
    shape = [1, 1, 4096, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0002854382401453902
    std = 0.7071070670990562
    data = None
    min_val = -1.0
    max_val = 1.0
