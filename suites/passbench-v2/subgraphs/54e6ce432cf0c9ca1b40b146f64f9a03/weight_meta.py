class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 25, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.06212199678758225
    std = 0.29382131946191997
    data = None
    min_val = -1.3468172550201416
    max_val = 1.210869550704956
