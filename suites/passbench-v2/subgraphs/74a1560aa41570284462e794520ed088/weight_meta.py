class Program_weight_tensor_meta_add_2:
    name = "add_2"
    shape = [1, 8, 11, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -98.96810508414734
    std = 7.816731144966224
    data = None
    min_val = -100.02483367919922
    max_val = 31.698728561401367
