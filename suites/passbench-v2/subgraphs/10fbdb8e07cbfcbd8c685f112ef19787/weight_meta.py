class Program_weight_tensor_meta_x_20:
    name = "x_20"
    shape = [1, 28, 28, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.929195748007374e-05
    std = 0.009974978943552537
    data = None
    min_val = -0.04147173836827278
    max_val = 0.04113518074154854
