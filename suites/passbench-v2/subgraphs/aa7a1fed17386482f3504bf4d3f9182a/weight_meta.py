class Program_weight_tensor_meta_query:
    name = "query"
    shape = [196, 12, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.463201557303735e-05
    std = 0.11078968520719674
    data = None
    min_val = -0.5205217599868774
    max_val = 0.5629335045814514


class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [196, 12, 64, 8]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.570763977125882e-05
    std = 0.1106714973680598
    data = None
    min_val = -0.5319726467132568
    max_val = 0.5097306966781616
