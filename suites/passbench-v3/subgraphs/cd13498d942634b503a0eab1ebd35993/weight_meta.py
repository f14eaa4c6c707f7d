class Program_weight_tensor_meta_conv3d:
    name = "conv3d"
    shape = [1, 768, 16, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.354775282501886e-05
    std = 0.03131686395308824
    data = None
    min_val = -0.1593862920999527
    max_val = 0.1514212042093277


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_cls_token_:
    name = "L_self_modules_embeddings_parameters_cls_token_"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
