class Program_weight_tensor_meta_query_layer_9:
    name = "query_layer_9"
    shape = [1, 12, 325, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007926570710387689
    std = 0.27615309570443075
    data = None
    min_val = -1.2014280557632446
    max_val = 1.3074067831039429


class Program_weight_tensor_meta_transpose_49:
    name = "transpose_49"
    shape = [1, 12, 64, 325]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00032703005909004397
    std = 0.2773048687572514
    data = None
    min_val = -1.2442110776901245
    max_val = 1.2859059572219849
