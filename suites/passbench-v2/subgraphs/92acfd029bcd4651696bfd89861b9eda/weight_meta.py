class Program_weight_tensor_meta_linear_8:
    name = "linear_8"
    shape = [1, 22, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0007997997692489827
    std = 0.015950285506746997
    data = None
    min_val = -0.031089279800653458
    max_val = 0.04159967228770256
