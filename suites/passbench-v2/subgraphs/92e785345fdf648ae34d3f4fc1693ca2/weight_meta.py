class Program_weight_tensor_meta_transpose_54:
    name = "transpose_54"
    shape = [1, 8, 7, 8, 7, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.8957902088768533e-06
    std = 0.00021655165379257481
    data = None
    min_val = -0.0009260236984118819
    max_val = 0.0008061064290814102
