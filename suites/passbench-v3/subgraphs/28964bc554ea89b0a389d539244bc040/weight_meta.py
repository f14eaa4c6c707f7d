class Program_weight_tensor_meta_input_7:
    name = "input_7"
    shape = [1, 352, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.773992292347494e-05
    std = 0.0009411743392787874
    data = None
    min_val = -0.007253953255712986
    max_val = 0.005964736919850111


class Program_weight_tensor_meta_gates_1:
    name = "gates_1"
    shape = [1, 4, 56, 56]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011665456705945964
    std = 0.057371065599833716
    data = None
    min_val = -0.2283673733472824
    max_val = 0.1805754154920578
