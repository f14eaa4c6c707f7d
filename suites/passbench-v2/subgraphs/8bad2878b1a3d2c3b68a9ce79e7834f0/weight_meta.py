class Program_weight_tensor_meta_x_177_1:
    name = "x_177_1"
    shape = [1, 2048, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.481748397081208e-06
    std = 6.681975669452123e-06
    data = None
    min_val = 0.0
    max_val = 4.05721839342732e-05
