class Program_weight_tensor_meta_transpose_4:
    name = "transpose_4"
    shape = [1, 12, 12, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0013894439141208155
    std = 0.06335056687294713
    data = None
    min_val = -0.3608456254005432
    max_val = 0.3948482573032379
