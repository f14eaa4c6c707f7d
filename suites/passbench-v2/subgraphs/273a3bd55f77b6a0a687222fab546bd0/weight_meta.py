class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 8, 201, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1052996048321466e-05
    std = 0.0008521246820754973
    data = None
    min_val = -0.0037501263432204723
    max_val = 0.0035225104074925184


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 8, 201, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.4213824760692e-05
    std = 0.0008503791719328326
    data = None
    min_val = -0.0033292502630501986
    max_val = 0.003732103854417801


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 8, 201, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1601184970031577e-06
    std = 0.00025340314250015184
    data = None
    min_val = -0.0010469486005604267
    max_val = 0.001122480840422213
