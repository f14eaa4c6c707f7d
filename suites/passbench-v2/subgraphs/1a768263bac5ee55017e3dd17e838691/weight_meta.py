class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 2305, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.191786259712983e-05
    std = 0.24083138472158444
    data = None
    min_val = -1.2036387920379639
    max_val = 1.283881664276123


class Program_weight_tensor_meta_hidden_states_32:
    name = "hidden_states_32"
    shape = [1, 2305, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.050403155316283e-05
    std = 0.1414990491315176
    data = None
    min_val = -0.7071908116340637
    max_val = 0.7543370723724365
