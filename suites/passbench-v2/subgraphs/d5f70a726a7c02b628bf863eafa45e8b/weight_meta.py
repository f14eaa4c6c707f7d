class Program_weight_tensor_meta_x2_11:
    name = "x2_11"
    shape = [1, 16, 128, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0010556306460842713
    std = 0.12997538324555452
    data = None
    min_val = -0.5247658491134644
    max_val = 0.5979458093643188


class Program_weight_tensor_meta_x1_11:
    name = "x1_11"
    shape = [1, 16, 128, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00023813603067068811
    std = 0.12696813635938295
    data = None
    min_val = -0.5042896866798401
    max_val = 0.6032221913337708


class Program_weight_tensor_meta_sin_8:
    name = "sin_8"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1558912697205006
    std = 0.49164287652502614
    data = None
    min_val = -0.9999954104423523
    max_val = 0.9999924898147583


class Program_weight_tensor_meta_mul_25:
    name = "mul_25"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0004142112366347236
    std = 0.1101857302398769
    data = None
    min_val = -0.5246611833572388
    max_val = 0.6032171249389648
