class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [24, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00037581783442707396
    std = 0.15633993476447042
    data = None
    min_val = -0.684495210647583
    max_val = 0.6895006895065308


class Program_weight_tensor_meta_truediv:
    name = "truediv"
    shape = [24, 64, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.070650509864913e-06
    std = 0.019556125945820745
    data = None
    min_val = -0.09321925789117813
    max_val = 0.08649208396673203
