class Program_weight_tensor_meta_neg_1:
    name = "neg_1"
    shape = [1, 8, 134, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0003574735326030499
    std = 0.09080712823431651
    data = None
    min_val = -0.3669910430908203
    max_val = 0.3587147891521454


class Program_weight_tensor_meta_x1_1:
    name = "x1_1"
    shape = [1, 8, 134, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000502854561188369
    std = 0.09013336752843332
    data = None
    min_val = -0.35472190380096436
    max_val = 0.4602512717247009


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 134, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.16466692901640068
    std = 0.5090383049257707
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_mul_5:
    name = "mul_5"
    shape = [1, 8, 134, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0004937504997803656
    std = 0.07637453649684717
    data = None
    min_val = -0.35469159483909607
    max_val = 0.37149953842163086
