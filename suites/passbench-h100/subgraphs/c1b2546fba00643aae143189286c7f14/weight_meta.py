class Program_weight_tensor_meta_input_101:
    name = "input_101"
    shape = [1, 1024]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0718320263626873e-22
    std = 2.8741023950215696e-21
    data = None
    min_val = -1.0446329862200073e-20
    max_val = 9.359865286115751e-21
