class Program_weight_tensor_meta_q:
    name = "q"
    shape = [1, 16, 576, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.918187796584575e-05
    std = 0.18119277024734873
    data = None
    min_val = -0.8249732255935669
    max_val = 0.9168870449066162


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 16, 576, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006422314094374401
    std = 0.18103116251521065
    data = None
    min_val = -0.8629086017608643
    max_val = 0.890820324420929


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 16, 576, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00035479020457100815
    std = 0.18152662355975724
    data = None
    min_val = -0.8109502792358398
    max_val = 0.8327566981315613
