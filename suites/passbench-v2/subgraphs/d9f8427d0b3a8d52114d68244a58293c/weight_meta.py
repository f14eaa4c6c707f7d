class Program_weight_tensor_meta_float_3:
    name = "float_3"
    shape = [1, 128, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007635333396933675
    std = 0.025066876450804305
    data = None
    min_val = -0.0962727814912796
    max_val = 0.08359593152999878
