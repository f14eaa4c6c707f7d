class Program_weight_tensor_meta_residual_spatial:
    name = "residual_spatial"
    shape = [8, 196, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.6474046768654651e-06
    std = 0.0008568120640731877
    data = None
    min_val = -0.0031897902954369783
    max_val = 0.003155187238007784


class Program_weight_tensor_meta_init_cls_token:
    name = "init_cls_token"
    shape = [1, 1, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0004797461800004991
    std = 0.005666909843568089
    data = None
    min_val = -0.018717966973781586
    max_val = 0.01643897034227848


class Program_weight_tensor_meta_temporal_embedding_2:
    name = "temporal_embedding_2"
    shape = [1, 1568, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.55760001598303e-05
    std = 0.02254622282157293
    data = None
    min_val = -0.10793958604335785
    max_val = 0.11081528663635254


class Program_weight_tensor_meta_cls_token_4:
    name = "cls_token_4"
    shape = [1, 1, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.2904952294926868e-06
    std = 0.000330162169972241
    data = None
    min_val = -0.0008956009987741709
    max_val = 0.0008963348809629679
