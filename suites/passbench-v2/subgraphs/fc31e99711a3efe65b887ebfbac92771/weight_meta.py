class Program_weight_tensor_meta_reshape_20:
    name = "reshape_20"
    shape = [196, 96, 3, 12, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00040270919220665745
    std = 0.1125244560362904
    data = None
    min_val = -0.620037317276001
    max_val = 0.5916769504547119
