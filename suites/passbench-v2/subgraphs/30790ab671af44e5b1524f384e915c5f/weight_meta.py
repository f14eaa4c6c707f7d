class Program_weight_tensor_meta_qkv_6:
    name = "qkv_6"
    shape = [16, 49, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0044898446934327615
    std = 0.374353307695632
    data = None
    min_val = -2.152724266052246
    max_val = 1.6706652641296387
