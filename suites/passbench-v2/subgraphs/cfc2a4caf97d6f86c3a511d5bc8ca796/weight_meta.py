class Program_weight_tensor_meta_view_129:
    name = "view_129"
    shape = [1, 577, 16, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004129051173809282
    std = 0.11340906651717166
    data = None
    min_val = -0.3329274356365204
    max_val = 0.38581228256225586


class Program_weight_tensor_meta_value_states_69:
    name = "value_states_69"
    shape = [1, 577, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004585795096099855
    std = 0.11050272452013236
    data = None
    min_val = -0.3555666208267212
    max_val = 0.3683401942253113
