class Program_weight_tensor_meta_conv2d:
    name = "conv2d"
    shape = [1, 768, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7637877328590372e-05
    std = 0.02218455441151108
    data = None
    min_val = -0.10045619308948517
    max_val = 0.0948169082403183


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_cls_token_:
    name = "L_self_modules_embeddings_parameters_cls_token_"
    shape = [1, 1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
