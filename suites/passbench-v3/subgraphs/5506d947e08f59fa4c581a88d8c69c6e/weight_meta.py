class Program_weight_tensor_meta_input_29:
    name = "input_29"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 9.793968864621677e-09
    std = 1.0429835273181293e-07
    data = None
    min_val = -1.211763219544082e-06
    max_val = 1.2803415074813529e-06


class Program_weight_tensor_meta_gates_4:
    name = "gates_4"
    shape = [1, 4, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00711646148630855
    std = 0.05874817691448744
    data = None
    min_val = -0.08143959194421768
    max_val = 0.08542228490114212


class Program_weight_tensor_meta_ctx_all_17:
    name = "ctx_all_17"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.1340407824683626e-07
    std = 1.4029789751208085e-05
    data = None
    min_val = -7.14192574378103e-05
    max_val = 7.832064875401556e-05
