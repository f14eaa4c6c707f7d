class Program_weight_tensor_meta_transpose_73:
    name = "transpose_73"
    shape = [1, 8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00016138045488998744
    std = 0.004926372031909584
    data = None
    min_val = -0.017308373004198074
    max_val = 0.01744949258863926


class Program_weight_tensor_meta_key_states_28:
    name = "key_states_28"
    shape = [1, 8, 7, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0008260116176838242
    std = 0.038719559538562265
    data = None
    min_val = -0.15237462520599365
    max_val = 0.1557638943195343
