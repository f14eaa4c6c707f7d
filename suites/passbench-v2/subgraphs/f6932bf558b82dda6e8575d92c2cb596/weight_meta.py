class Program_weight_tensor_meta_getitem:
    name = "getitem"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 4
    max_val = 995


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_x_position_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_x_position_embeddings_parameters_weight_"
    shape = [1024, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.969197791818695e-05
    std = 0.019978451898875108
    data = None


class Program_weight_tensor_meta_L_kwargs_bbox_:
    name = "L_kwargs_bbox_"
    shape = [1, 128, 4]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1
    max_val = 996
