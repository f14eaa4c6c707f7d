class Program_weight_tensor_meta_weights_1:
    name = "weights_1"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.007812499996719069
    std = 0.0002560207564027315
    data = None
    min_val = 0.006713289767503738
    max_val = 0.009011628106236458


class Program_weight_tensor_meta_values:
    name = "values"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.41519170875783e-05
    std = 0.18145355470106406
    data = None
    min_val = -0.7998483777046204
    max_val = 0.8623311519622803
