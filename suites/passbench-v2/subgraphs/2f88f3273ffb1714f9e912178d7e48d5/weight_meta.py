class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 37, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.04515989199623889
    std = 0.2555231888548349
    data = None
    min_val = -1.0584290027618408
    max_val = 1.0843297243118286
