class Program_weight_tensor_meta_conv2d:
    name = "conv2d"
    shape = [1, 768, 16, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.7056433037726754e-05
    std = 0.019407671528739456
    data = None
    min_val = -0.09192255884408951
    max_val = 0.08709147572517395


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_cls_token_:
    name = "L_self_modules_embeddings_parameters_cls_token_"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.001439571993602821
    std = 0.01986754603929168
    data = None
