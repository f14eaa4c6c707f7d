class Program_weight_tensor_meta_input_114:
    name = "input_114"
    shape = [1, 7, 7, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.5868391702094172
    std = 0.36915458288937475
    data = None
    min_val = -1.827210783958435
    max_val = 0.6285988092422485
