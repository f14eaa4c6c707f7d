class Program_weight_tensor_meta_neg_11:
    name = "neg_11"
    shape = [1, 1, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.009428181566284999
    std = 1.001760917645747
    data = None
    min_val = -4.249915599822998
    max_val = 4.2422966957092285


class Program_weight_tensor_meta_x1_11:
    name = "x1_11"
    shape = [1, 1, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0024792975922441063
    std = 0.9980974166575584
    data = None
    min_val = -4.240740776062012
    max_val = 3.700787305831909


class Program_weight_tensor_meta_sin_11:
    name = "sin_11"
    shape = [1, 1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.12849514473080947
    std = 0.6842512710115084
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_mul_124:
    name = "mul_124"
    shape = [1, 1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0006281689579828091
    std = 0.7207275003489599
    data = None
    min_val = -3.9645113945007324
    max_val = 4.239350318908691
