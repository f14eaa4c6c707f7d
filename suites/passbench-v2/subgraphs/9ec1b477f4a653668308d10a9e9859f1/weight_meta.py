class Program_weight_tensor_meta_linear_31:
    name = "linear_31"
    shape = [96, 197, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004374487024782069
    std = 0.10990999290027684
    data = None
    min_val = -0.6120519638061523
    max_val = 0.562003493309021
