class Program_weight_tensor_meta_L_pixel_values_:
    name = "L_pixel_values_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_:
    name = "L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_"
    shape = [32, 3, 16, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_:
    name = "L_self_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_cls_token_:
    name = "L_self_modules_embeddings_parameters_cls_token_"
    shape = [1, 1, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.02
    data = [0.021112, 0.01523, 0.010268, 0.010142, -0.01881, -0.009339, -0.00158, -1.7e-05, -0.004583, 0.021275, -0.00459, -0.02404, 0.051124, 0.034309, 0.037599, 0.001776, 0.017993, 0.012676, 0.019, -0.035985, 0.024025, 0.004041, -0.015744, -0.000705, 0.016913, 0.001571, -0.004842, -0.035767, 0.012288, 0.01822, 0.001056, 0.020969]


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_position_embeddings_:
    name = "L_self_modules_embeddings_parameters_position_embeddings_"
    shape = [1, 197, 32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_dropout_p:
    name = "L_self_modules_embeddings_modules_dropout_p"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]
