class Program_weight_tensor_meta_q_indices:
    name = "q_indices"
    shape = [1, 1, 128, 1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 127


class Program_weight_tensor_meta_result:
    name = "result"
    shape = []
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = [True]
