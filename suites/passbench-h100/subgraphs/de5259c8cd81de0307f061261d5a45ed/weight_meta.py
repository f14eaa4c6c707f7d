class Program_weight_tensor_meta_input_16:
    name = "input_16"
    shape = [1, 1000, 13, 13]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.014579683852449512
    std = 0.0037823488876031963
    data = None
    min_val = 0.0025284907314926386
    max_val = 0.026883535087108612
