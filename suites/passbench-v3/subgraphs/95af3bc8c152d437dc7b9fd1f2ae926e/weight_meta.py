class Program_weight_tensor_meta_residual_spatial_4:
    name = "residual_spatial_4"
    shape = [96, 196, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0003232762220637601
    std = 0.008773455380186595
    data = None
    min_val = -0.036211974918842316
    max_val = 0.028509777039289474


class Program_weight_tensor_meta_init_cls_token_2:
    name = "init_cls_token_2"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0008706566142488251
    std = 0.02196332694750592
    data = None
    min_val = -0.05965238809585571
    max_val = 0.06696636229753494


class Program_weight_tensor_meta_temporal_embedding_8:
    name = "temporal_embedding_8"
    shape = [1, 18816, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0005922727140863421
    std = 0.043796391375932546
    data = None
    min_val = -0.24514083564281464
    max_val = 0.22672684490680695


class Program_weight_tensor_meta_cls_token_14:
    name = "cls_token_14"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00032329374705615993
    std = 0.00875234466678887
    data = None
    min_val = -0.03456029295921326
    max_val = 0.027025869116187096
