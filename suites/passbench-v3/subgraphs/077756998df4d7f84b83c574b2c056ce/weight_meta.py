class Program_weight_tensor_meta_input_71:
    name = "input_71"
    shape = [1, 768, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -2.0856190180247045e-09
    std = 1.0005963518262983e-07
    data = None
    min_val = -1.2600195304912631e-06
    max_val = 1.475123895033903e-06


class Program_weight_tensor_meta_gates_11:
    name = "gates_11"
    shape = [1, 4, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.05427231666232858
    std = 0.058966764500907244
    data = None
    min_val = -0.12203225493431091
    max_val = 0.042138177901506424
