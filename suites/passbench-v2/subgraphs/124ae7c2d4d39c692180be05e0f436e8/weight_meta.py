class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [64, 64, 2]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.577315025147888
    data = None
    min_val = 0.015625
    max_val = 1.984375
