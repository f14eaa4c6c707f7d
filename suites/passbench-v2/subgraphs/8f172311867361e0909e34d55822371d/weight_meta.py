class Program_weight_tensor_meta_x_9:
    name = "x_9"
    shape = [49, 384, 4, 4]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0004063473137894216
    std = 0.05577628141446125
    data = None
    min_val = -0.23837195336818695
    max_val = 0.25137069821357727


class Program_weight_tensor_meta_key_6:
    name = "key_6"
    shape = [49, 16, 4, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00029573161172723287
    std = 0.05578908475250332
    data = None
    min_val = -0.2563856244087219
    max_val = 0.2554212510585785


class Program_weight_tensor_meta_value_6:
    name = "value_6"
    shape = [49, 16, 4, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00029898611324907174
    std = 0.05545599934958495
    data = None
    min_val = -0.2496403604745865
    max_val = 0.23617252707481384
