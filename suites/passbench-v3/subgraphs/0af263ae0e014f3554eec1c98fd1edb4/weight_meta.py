class Program_weight_tensor_meta_add_6:
    name = "add_6"
    shape = [1, 31, 6144]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0013741342967357566
    std = 0.14514113778386634
    data = None
    min_val = -0.724384605884552
    max_val = 0.6352719068527222


class Program_weight_tensor_meta_mul_4:
    name = "mul_4"
    shape = [1, 31, 6144]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0006847124036556562
    std = 0.07236819926554389
    data = None
    min_val = -0.3542414903640747
    max_val = 0.3121936321258545
