class Program_weight_tensor_meta_input_141:
    name = "input_141"
    shape = [1, 2816, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.6035416894755284e-07
    std = 1.9366168531334173e-05
    data = None
    min_val = -0.00016803179460112005
    max_val = 0.00016678700922057033


class Program_weight_tensor_meta_gates_23:
    name = "gates_23"
    shape = [1, 4, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.07332891831768448
    std = 0.20401166701226356
    data = None
    min_val = -0.5950316190719604
    max_val = 0.47307851910591125


class Program_weight_tensor_meta_ctx_all_92:
    name = "ctx_all_92"
    shape = [1, 2816, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.6142105372055722e-07
    std = 0.00023037747872993214
    data = None
    min_val = -0.0027357549406588078
    max_val = 0.0027493454981595278
