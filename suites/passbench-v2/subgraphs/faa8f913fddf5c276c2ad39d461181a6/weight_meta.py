class Program_weight_tensor_meta_sum_1:
    name = "sum_1"
    shape = [1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 33.0
    std = 0.0
    data = [33.0]
    min_val = 33.0
    max_val = 33.0


class Program_weight_tensor_meta_text_features_2:
    name = "text_features_2"
    shape = [1, 77, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.359623228966307e-09
    std = 0.9993831709959536
    data = None
    min_val = -4.435978889465332
    max_val = 4.679035663604736


class Program_weight_tensor_meta_is_valid:
    name = "is_valid"
    shape = [1, 77, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.42857142857142855
    std = 0.49811675413689877
    data = None
    min_val = 0.0
    max_val = 1.0
