class Program_weight_tensor_meta_attn_124:
    name = "attn_124"
    shape = [1, 32, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.020408163260475686
    std = 0.006590494580872095
    data = None
    min_val = 0.005095956847071648
    max_val = 0.06420759856700897


class Program_weight_tensor_meta_v_22:
    name = "v_22"
    shape = [1, 32, 49, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.013393497538090184
    std = 0.15369874825273225
    data = None
    min_val = -0.4413136839866638
    max_val = 0.47418826818466187
