class Program_weight_tensor_meta_transpose_5:
    name = "transpose_5"
    shape = [1, 256, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.674503681400713e-30
    std = 5.0719739788852785e-21
    data = None
    min_val = -2.95850710355423e-20
    max_val = 2.2667138237323985e-20
