class Program_weight_tensor_meta_reciprocal:
    name = "reciprocal"
    shape = [1, 64, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    min_val = 1.0
    max_val = 1.0


class Program_weight_tensor_meta_pow_1:
    name = "pow_1"
    shape = [1, 64, 16000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.618200430247953e-06
    std = 8.058736357657932e-06
    data = None
    min_val = 2.7662504251634167e-19
    max_val = 0.0001953349419636652


class Program_weight_tensor_meta_hidden_states_147:
    name = "hidden_states_147"
    shape = [1, 64, 16000]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00013952557945844034
    std = 0.0021444734298208686
    data = None
    min_val = -0.013976682908833027
    max_val = 0.013308358378708363
