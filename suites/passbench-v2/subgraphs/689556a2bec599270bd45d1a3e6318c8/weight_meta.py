class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [72, 72, 2]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.000000008757019
    std = 0.5773224280395886
    data = None
    min_val = 0.013888888992369175
    max_val = 1.9861111640930176
