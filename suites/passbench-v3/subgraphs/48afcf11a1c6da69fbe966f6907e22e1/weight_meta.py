class Program_weight_tensor_meta_x_67:
    name = "x_67"
    shape = [1, 14, 14, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001861044560438572
    std = 0.27837816160525025
    data = None
    min_val = -3.571645975112915
    max_val = 0.6827240586280823
