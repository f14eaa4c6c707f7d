class Program_weight_tensor_meta_x_398:
    name = "x_398"
    shape = [1, 11264, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00014189872518896867
    std = 0.21168589299989699
    data = None
    min_val = -0.9497136473655701
    max_val = 1.0463767051696777
