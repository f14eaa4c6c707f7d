class Program_weight_tensor_meta_mean_7:
    name = "mean_7"
    shape = [1, 1408, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -9.954401397406974e-11
    std = 5.177856752006551e-08
    data = None
    min_val = -6.615065899495676e-07
    max_val = 3.990267316567042e-07


class Program_weight_tensor_meta_gates_7:
    name = "gates_7"
    shape = [1, 4, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.020760337959194547
    std = 0.1506273514990088
    data = None
    min_val = -0.4320148229598999
    max_val = 0.4882573187351227


class Program_weight_tensor_meta_ctx_all_30:
    name = "ctx_all_30"
    shape = [1, 1408, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.389080321410562e-08
    std = 0.00010683526063545361
    data = None
    min_val = -0.001831516739912331
    max_val = 0.0015630116686224937
