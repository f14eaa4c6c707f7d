class Program_weight_tensor_meta_input_1:
    name = "input_1"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.3715535896533887e-05
    std = 0.00048566166851159084
    data = None
    min_val = -0.0027551697567105293
    max_val = 0.002161263022571802


class Program_weight_tensor_meta_gates:
    name = "gates"
    shape = [1, 4, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004399249704902661
    std = 0.03657227254619827
    data = None
    min_val = -0.12462873011827469
    max_val = 0.13363081216812134
