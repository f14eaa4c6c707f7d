class Program_weight_tensor_meta_input_9:
    name = "input_9"
    shape = [1, 352, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.015683108387163e-08
    std = 8.809899528818621e-06
    data = None
    min_val = -6.267365097301081e-05
    max_val = 6.667554407613352e-05


class Program_weight_tensor_meta_gates_1:
    name = "gates_1"
    shape = [1, 4, 56, 56]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.011665456705945964
    std = 0.057371065599833716
    data = None
    min_val = -0.2283673733472824
    max_val = 0.1805754154920578
