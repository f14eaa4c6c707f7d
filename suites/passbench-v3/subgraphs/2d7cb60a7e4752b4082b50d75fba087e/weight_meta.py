class Program_weight_tensor_meta_input_30:
    name = "input_30"
    shape = [1, 1408, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.641720355641387e-10
    std = 9.748351778844815e-08
    data = None
    min_val = -8.970494036475429e-07
    max_val = 1.0689716418710304e-06


class Program_weight_tensor_meta_gates_4:
    name = "gates_4"
    shape = [1, 4, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.06966378149942956
    std = 0.13989050346569154
    data = None
    min_val = -0.49603018164634705
    max_val = 0.3623923063278198


class Program_weight_tensor_meta_ctx_all_18:
    name = "ctx_all_18"
    shape = [1, 1408, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.2705528860628555e-06
    std = 0.00012277173676970165
    data = None
    min_val = -0.0020762220956385136
    max_val = 0.0018893060041591525
