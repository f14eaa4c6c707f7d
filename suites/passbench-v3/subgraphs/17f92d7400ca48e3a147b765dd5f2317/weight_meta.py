class Program_weight_tensor_meta_input_51:
    name = "input_51"
    shape = [1, 384, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.8071408654183467e-07
    std = 9.003474318442992e-06
    data = None
    min_val = -5.386161137721501e-05
    max_val = 6.786091398680583e-05


class Program_weight_tensor_meta_gates_8:
    name = "gates_8"
    shape = [1, 4, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009920473145868993
    std = 0.04361465222438557
    data = None
    min_val = -0.06949355453252792
    max_val = 0.05756518244743347


class Program_weight_tensor_meta_ctx_all_32:
    name = "ctx_all_32"
    shape = [1, 384, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.8933982471053086e-07
    std = 2.517454400853668e-05
    data = None
    min_val = -0.00012017901462968439
    max_val = 0.00015173041902016848
