class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 32, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.05120039206209981
    std = 0.2807567074344812
    data = None
    min_val = -1.4599082469940186
    max_val = 1.1146379709243774
