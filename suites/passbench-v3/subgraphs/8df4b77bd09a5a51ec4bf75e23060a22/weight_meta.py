class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 1024, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.063528130618821e-05
    std = 0.019424275074768915
    data = None
    min_val = -0.09143710136413574
    max_val = 0.09150562435388565


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_cls_token_:
    name = "L_self_modules_embeddings_parameters_cls_token_"
    shape = [1, 1, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
