class Program_weight_tensor_meta_batch_arange:
    name = "batch_arange"
    shape = [1]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0]


class Program_weight_tensor_meta_q_arange:
    name = "q_arange"
    shape = [128]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 127
