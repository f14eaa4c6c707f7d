class Program_weight_tensor_meta_linear_14:
    name = "linear_14"
    shape = [1024, 4, 4, 1152]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00032688212334627706
    std = 0.05570099616560477
    data = None
    min_val = -0.31070151925086975
    max_val = 0.30506208539009094
