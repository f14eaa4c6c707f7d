class Program_weight_tensor_meta_x_se_11:
    name = "x_se_11"
    shape = [1, 216, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.1118276932864791e-06
    std = 2.6754677045662472e-06
    data = None
    min_val = -5.6990293160197325e-06
    max_val = 9.734954801388085e-06


class Program_weight_tensor_meta_x_32:
    name = "x_32"
    shape = [1, 216, 28, 28]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.5279773471225288e-05
    std = 2.2420678322302877e-05
    data = None
    min_val = 0.0
    max_val = 0.0001867959217634052
