class Program_weight_tensor_meta_neg_5:
    name = "neg_5"
    shape = [1, 12, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001160062035802767
    std = 0.09225073471997729
    data = None
    min_val = -0.3988482356071472
    max_val = 0.3715590238571167


class Program_weight_tensor_meta_x1_5:
    name = "x1_5"
    shape = [1, 12, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.004932021304679068
    std = 0.09219722359465743
    data = None
    min_val = -0.3712826371192932
    max_val = 0.40548670291900635


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.1700021858196088
    std = 0.5045470873414546
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_mul_25:
    name = "mul_25"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0008215514586365907
    std = 0.07832984298011966
    data = None
    min_val = -0.3703184723854065
    max_val = 0.40545204281806946
