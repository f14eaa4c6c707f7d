class Program_weight_tensor_meta_x_13:
    name = "x_13"
    shape = [1, 31, 6144]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0013694248073113124
    std = 0.14473639853108777
    data = None
    min_val = -0.7084829807281494
    max_val = 0.624387264251709
