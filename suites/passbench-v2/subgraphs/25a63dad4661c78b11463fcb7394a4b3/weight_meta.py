class Program_weight_tensor_meta_query_9:
    name = "query_9"
    shape = [49, 4, 4, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.05722318221771539
    std = 0.03969833662650808
    data = None
    min_val = -0.10635238885879517
    max_val = 0.25137069821357727


class Program_weight_tensor_meta_key_7:
    name = "key_7"
    shape = [49, 4, 16, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00029573161172723287
    std = 0.05578908475250332
    data = None
    min_val = -0.2563856244087219
    max_val = 0.2554212510585785


class Program_weight_tensor_meta_value_7:
    name = "value_7"
    shape = [49, 4, 16, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00029898611324907174
    std = 0.05545599934958494
    data = None
    min_val = -0.2496403604745865
    max_val = 0.23617252707481384
