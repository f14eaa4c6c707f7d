class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 197, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.001196497838584875
    std = 0.12766312420972362
    data = None
    min_val = -0.5163940787315369
    max_val = 0.5857422351837158
