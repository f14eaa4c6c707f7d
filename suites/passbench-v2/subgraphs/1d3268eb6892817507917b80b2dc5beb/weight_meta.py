class Program_weight_tensor_meta_x_se_15:
    name = "x_se_15"
    shape = [1, 240, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.788450491879694e-12
    std = 1.3949988796861307e-10
    data = None
    min_val = -4.14770329193459e-10
    max_val = 3.073959975452567e-10


class Program_weight_tensor_meta_x_47:
    name = "x_47"
    shape = [1, 240, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -3.083354553623211e-10
    std = 4.569756803332748e-09
    data = None
    min_val = -1.9741037249332294e-08
    max_val = 1.939949356710713e-08
