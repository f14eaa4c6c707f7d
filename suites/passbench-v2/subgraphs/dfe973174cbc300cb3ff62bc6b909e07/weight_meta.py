class Program_weight_tensor_meta_getitem_1:
    name = "getitem_1"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 2
    max_val = 988


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_y_position_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_y_position_embeddings_parameters_weight_"
    shape = [1024, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.530070093641829e-05
    std = 0.02003214653937481
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
