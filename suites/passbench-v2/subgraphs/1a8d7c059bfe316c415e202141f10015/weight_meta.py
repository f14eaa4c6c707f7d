class Program_weight_tensor_meta_permute_5:
    name = "permute_5"
    shape = [1, 325, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00039853108012732826
    std = 0.007645325498113099
    data = None
    min_val = -0.02479291893541813
    max_val = 0.02348778210580349
