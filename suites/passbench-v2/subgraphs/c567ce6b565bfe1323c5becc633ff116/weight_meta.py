class Program_weight_tensor_meta_linear_5:
    name = "linear_5"
    shape = [1, 576, 6144]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.000858637603787136
    std = 0.18110713768950365
    data = None
    min_val = -0.8530997037887573
    max_val = 0.9256355166435242
