class Program_weight_tensor_meta_init_cls_token_3:
    name = "init_cls_token_3"
    shape = [1, 1, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0009834082355458424
    std = 0.020472361430823698
    data = None
    min_val = -0.06230068951845169
    max_val = 0.05334785208106041


class Program_weight_tensor_meta_temporal_embedding_11:
    name = "temporal_embedding_11"
    shape = [1, 1568, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.454228795634413e-05
    std = 0.03126248971475478
    data = None
    min_val = -0.1525077223777771
    max_val = 0.15454375743865967
