class Program_weight_tensor_meta_x_332:
    name = "x_332"
    shape = [1, 3072, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0007397082231282834
    std = 0.11025558466665616
    data = None
    min_val = -0.4722457826137543
    max_val = 0.4580700099468231
