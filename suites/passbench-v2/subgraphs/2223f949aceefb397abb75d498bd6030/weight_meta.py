class Program_weight_tensor_meta_linear_8:
    name = "linear_8"
    shape = [1, 15, 4096]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.003326746375087926
    std = 0.12892759081958813
    data = None
    min_val = -0.457122802734375
    max_val = 0.4205736517906189
