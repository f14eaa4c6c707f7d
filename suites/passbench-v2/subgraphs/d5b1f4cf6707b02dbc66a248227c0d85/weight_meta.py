class Program_weight_tensor_meta_transpose_1:
    name = "transpose_1"
    shape = [1, 5, 5, 12, 12, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1992616837868613e-10
    std = 0.9333279615635437
    data = None
    min_val = -4.444694519042969
    max_val = 4.905865669250488
